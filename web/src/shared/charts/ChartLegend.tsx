import { useContext } from 'react';
import { Legend } from 'recharts';
import { ChartLegendHost } from './ChartFrame.tsx';

/** The series' names, drawn above the chart in its frame's legend host (see ChartFrame), in the order of the series. */
export function ChartLegend() {
  const host = useContext(ChartLegendHost);
  return host ? <Legend portal={host} itemSorter={null} /> : null;
}
