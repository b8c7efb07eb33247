import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  frame: { width: '100%', height: '320px', marginInline: 0, marginBlock: tokens.spacingVerticalL },
});

/**
 * Charts are drawn left-to-right inside (SVG has no bidi layout; the attribute, not a style, since
 * styles are mirrored in RTL); in Persian the time axis is reversed instead, so it reads from the right.
 */
export function ChartFrame({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <figure className={styles.frame} dir="ltr" role="img" aria-label={label} data-testid="chart">
      {children}
    </figure>
  );
}
