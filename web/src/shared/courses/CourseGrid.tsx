import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
  },
});

/** Course cards in as many columns as fit. */
export function CourseGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}
