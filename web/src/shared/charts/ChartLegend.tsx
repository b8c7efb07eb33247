import { makeStyles, tokens } from '@fluentui/react-components';
import { useContext } from 'react';
import { Legend } from 'recharts';
import type { DefaultLegendContentProps } from 'recharts';
import { ChartLegendHost } from './ChartFrame.tsx';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { flexShrink: 0, width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall },
});

/**
 * Each series' swatch in its colour and its name. Recharts' own legend labels each swatch «… legend icon», in
 * English on a Persian page and read out beside the name it repeats; the swatch here is decoration.
 */
function LegendItems({ payload }: DefaultLegendContentProps) {
  const styles = useStyles();
  return (
    <ul className={`recharts-default-legend ${styles.list}`}>
      {payload?.map((entry) => (
        <li key={entry.value} className={`recharts-legend-item ${styles.item}`}>
          <span aria-hidden className={styles.swatch} style={{ backgroundColor: entry.color }} />
          <span className="recharts-legend-item-text">{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The series' names, drawn above the chart in its frame's legend host (see ChartFrame), in the order of the series. */
export function ChartLegend() {
  const host = useContext(ChartLegendHost);
  return host ? <Legend portal={host} itemSorter={null} content={LegendItems} /> : null;
}
