import { describe, expect, it } from 'vitest';
import { readRecentVisits, recordRecentVisit } from './recentVisits.ts';

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
    expect(Object.keys(stored[0] ?? {})).toEqual(expect.arrayContaining(['path', 'query', 'date', 'visitId']));
    expect(new Date(stored[0]?.date ?? '').getTime()).not.toBeNaN();
  });

  it('ignores a corrupt or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem('Visits', '{not json');
    expect(readRecentVisits(storage)).toEqual([]);
    storage.setItem('Visits', JSON.stringify([{ path: 1 }, { path: '/company/A', query: '', date: '2026-01-01T00:00:00Z', visitId: 'x', title: 'الف' }]));
    expect(readRecentVisits(storage)).toHaveLength(1);
  });
});
