/**
 * The rows of a chart drawn over years, one for every year from the first to the last: a year missing from a count
 * (no company founded, no trade recorded) is a zero, and an axis of categories would otherwise close the gap as if the
 * year were not there.
 */
export function everyYear<Row>(
  rows: readonly Row[],
  yearOf: (row: Row) => number | string,
  zero: (year: number) => Row,
): Row[] {
  const byYear = new Map(rows.map((row) => [Number(yearOf(row)), row]));
  if (byYear.size === 0) return [];
  const years = [...byYear.keys()];
  const first = Math.min(...years);
  const last = Math.max(...years);
  return Array.from(
    { length: last - first + 1 },
    (_, offset) => byYear.get(first + offset) ?? zero(first + offset),
  );
}
