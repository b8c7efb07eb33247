import { makeStyles, tokens } from '@fluentui/react-components';
import { createContext, useState } from 'react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  chart: { marginBlock: tokens.spacingVerticalL },
  frame: { width: '100%', margin: 0 },
});

/**
 * Room at both ends for the outermost ticks' labels, which are centred on the first and the last tick and were cut in
 * half by the chart's edge, and above the plot for the top value's label.
 */
export const chartMargin = { top: 12, right: 24, bottom: 4, left: 24 };

/** Where a chart's legend is drawn: the element above the drawing, in the page's direction. */
export const ChartLegendHost = createContext<HTMLElement | null>(null);

/**
 * Charts are drawn left-to-right inside (SVG has no bidi layout; the attribute, not a style, since
 * styles are mirrored in RTL); in Persian the time axis is reversed instead, so it reads from the right.
 * The legend is page text above the drawing (ChartLegend): it reads and wraps in the page's direction, and its lines,
 * many on a phone when two industries are compared, no longer take the drawing's height.
 */
export function ChartFrame({
  label,
  height = 320,
  children,
}: {
  label: string;
  /** The drawing's height in pixels; the legend above it takes what it needs. */
  height?: number;
  children: ReactNode;
}) {
  const styles = useStyles();
  const [legendHost, setLegendHost] = useState<HTMLElement | null>(null);
  return (
    <div className={styles.chart} data-testid="chart">
      <div ref={setLegendHost} />
      <figure className={styles.frame} style={{ height }} dir="ltr" role="img" aria-label={label}>
        <ChartLegendHost.Provider value={legendHost}>{children}</ChartLegendHost.Provider>
      </figure>
    </div>
  );
}
