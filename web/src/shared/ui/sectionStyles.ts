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
  /** An item of such a list on a tinted ground: what it is, and at its end what can be done with it. */
  listRow: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  /** Secondary text: counts, dates, "none yet". */
  muted: { color: tokens.colorNeutralForeground3 },
} satisfies Record<string, GriffelStyle>;
