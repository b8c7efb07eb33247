import { describe, expect, it } from 'vitest';
import { mergeRecentVisits, readRecentVisits, recordRecentVisit } from './recentVisits.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('recent visits', () => {
  it('keeps {path, query, date, visitId} under Visits, newest first, one entry per page', () => {
    const storage = memoryStorage();
    recordRecentVisit({ path: '/company/A', title: 'الف', query: 'پترو' }, storage);
    recordRecentVisit({ path: '/person/B', title: 'ب', query: '' }, storage);
    recordRecentVisit({ path: '/company/A', title: 'الف', query: '' }, storage);
    const visits = readRecentVisits(storage);
    expect(visits.map((visit) => visit.path)).toEqual(['/company/A', '/person/B']);
    const stored = JSON.parse(storage.getItem('Visits') ?? '[]') as Record<string, string>[];
    expect(Object.keys(stored[0] ?? {})).toEqual(
      expect.arrayContaining(['path', 'query', 'date', 'visitId']),
    );
    expect(new Date(stored[0]?.date ?? '').getTime()).not.toBeNaN();
  });

  it('ignores a corrupt or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem('Visits', '{not json');
    expect(readRecentVisits(storage)).toEqual([]);
    storage.setItem(
      'Visits',
      JSON.stringify([
        { path: 1 },
        { path: '/company/A', query: '', date: '2026-01-01T00:00:00Z', visitId: 'x', title: 'الف' },
      ]),
    );
    expect(readRecentVisits(storage)).toHaveLength(1);
  });

  it('merges the server’s visits with this browser’s, newest first, one per page', () => {
    const local = [
      { path: '/company/A', query: 'پترو', date: '2026-05-03T10:00:00Z', visitId: 'l1', title: 'الف' },
      { path: '/person/B', query: '', date: '2026-05-01T10:00:00Z', visitId: 'l2', title: 'ب' },
    ];
    const server = [
      { path: '/person/B', query: 'علی', date: '2026-05-02T10:00:00Z', visitId: 's1', title: 'ب' },
      { path: '/company/C', query: '', date: '2026-05-04T10:00:00Z', visitId: 's2', title: 'ج' },
      { path: '/company/A', query: '', date: '2026-04-01T10:00:00Z', visitId: 's3', title: 'الف' },
    ];
    expect(mergeRecentVisits(local, server).map((visit) => [visit.path, visit.visitId, visit.query])).toEqual(
      [
        ['/company/C', 's2', ''],
        ['/company/A', 'l1', 'پترو'],
        ['/person/B', 's1', 'علی'],
      ],
    );
  });
});
