import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * The styles a card of the panels shares with the others, spread into each card's own `makeStyles` (and overridden
 * there where a card differs): written once instead of once per card.
 */
export const sectionStyles = {
  /** A card whose parts stand one under another. */
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  /** A list without bullets, its items one under another. */
  list: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  /** Secondary text: counts, dates, "none yet". */
  muted: { color: tokens.colorNeutralForeground3 },
} satisfies Record<string, GriffelStyle>;
