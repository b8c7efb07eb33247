import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';

const useStyles = makeStyles({
  link: {
    color: 'inherit',
    textDecorationLine: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * A card's title link that covers the whole card (which must be `position: relative`): the card opens
 * on a tap anywhere, and a keyboard user tabs to one link, not to every part of it.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <AppLink to={to} className={styles.link}>
      {children}
    </AppLink>
  );
}
