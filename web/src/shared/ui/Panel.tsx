import {
  cardFooterClassNames,
  cardHeaderClassNames,
  makeResetStyles,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const usePanelBaseClass = makeResetStyles({
  overflow: 'hidden',
  borderRadius: tokens.borderRadiusMedium,
  padding: '12px',
  gap: '12px',
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  color: tokens.colorNeutralForeground1,
  // The border drawn over the content, as Card's, so a full-bleed image inside does not cover it.
  '::after': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    content: '""',
    pointerEvents: 'none',
    borderStyle: 'solid',
    borderWidth: tokens.strokeWidthThin,
    borderRadius: tokens.borderRadiusMedium,
  },
  [`> .${cardHeaderClassNames.root}, > .${cardFooterClassNames.root}`]: { flexShrink: 0 },
});

const useAppearanceStyles = makeStyles({
  filled: {
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '::after': shorthands.borderColor(tokens.colorTransparentStroke),
  },
  'filled-alternative': {
    backgroundColor: tokens.colorNeutralBackground2,
    boxShadow: tokens.shadow4,
    '::after': shorthands.borderColor(tokens.colorTransparentStroke),
  },
  outline: {
    backgroundColor: tokens.colorTransparentBackground,
    boxShadow: 'none',
    '::after': shorthands.borderColor(tokens.colorNeutralStroke1),
  },
});

type PanelAppearance = 'filled' | 'filled-alternative' | 'outline';

/**
 * A block of content on a raised surface, drawn as Fluent's `Card` draws one (medium size, vertical). None of the
 * app's cards is interactive, and `Card` brings Tabster's focus groups into every page that shows one: over the wire,
 * 20 kB that home and the course page need for nothing else.
 */
export function Panel({
  appearance = 'filled',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { appearance?: PanelAppearance }) {
  const base = usePanelBaseClass();
  const appearances = useAppearanceStyles();
  return <div {...props} className={mergeClasses(base, appearances[appearance], className)} />;
}
