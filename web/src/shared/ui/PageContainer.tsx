import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  container: {
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalXXXL,
    boxSizing: 'border-box',
    width: '100%',
  },
  narrow: { maxWidth: '820px' },
});

/** The centred column pages are laid out in. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.container, narrow && styles.narrow)}>{children}</div>;
}
