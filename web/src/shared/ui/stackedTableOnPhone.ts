import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** Where a table's columns no longer fit side by side. */
export const phoneScreen = '@media (max-width: 640px)';

/**
 * A table whose row is a card on a phone: its first cell across the card, the others two to a line, each under its
 * column's name (the cell's `data-label`); the header row stays for screen readers only.
 */
export const stackedTableOnPhone: GriffelStyle = {
  [phoneScreen]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalM,
      rowGap: tokens.spacingVerticalS,
      paddingBlock: tokens.spacingVerticalM,
    },
    '& tbody td': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: tokens.spacingVerticalXXS,
      height: 'auto',
      minWidth: 0,
      paddingInline: 0,
    },
    '& tbody td:first-child': { gridColumn: '1 / -1' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      color: tokens.colorNeutralForeground3,
      fontSize: tokens.fontSizeBase200,
    },
  },
};

/** With `stackedTableOnPhone`: the row's last cell across the card too (a long text, or controls). */
export const lastCellAcrossOnPhone: GriffelStyle = {
  [phoneScreen]: { '& tbody td:last-child': { gridColumn: '1 / -1' } },
};
