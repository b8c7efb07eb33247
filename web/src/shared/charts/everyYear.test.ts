import { describe, expect, it } from 'vitest';
import { everyYear } from './everyYear.ts';

const zero = (year: number) => ({ key: year, count: 0 });

describe('everyYear', () => {
  it('puts a zero in every year missing between the first and the last, in order', () => {
    const rows = [
      { key: 1400, count: 3 },
      { key: 1396, count: 1 },
      { key: 1398, count: 2 },
    ];
    expect(everyYear(rows, (row) => row.key, zero)).toEqual([
      { key: 1396, count: 1 },
      { key: 1397, count: 0 },
      { key: 1398, count: 2 },
      { key: 1399, count: 0 },
      { key: 1400, count: 3 },
    ]);
  });

  it('keeps a single year and an empty series as they are', () => {
    expect(everyYear([{ key: 1402, count: 5 }], (row) => row.key, zero)).toEqual([{ key: 1402, count: 5 }]);
    expect(everyYear([], (row: { key: number }) => row.key, zero)).toEqual([]);
  });
});
