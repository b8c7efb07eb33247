import { describe, expect, it } from 'vitest';
import { isNumberedGlobalIdOf, parsePlainGlobalId, plainGlobalId } from '../src/plain-global-id.ts';

describe('plain global ids', () => {
  it('are base64url of Type:key, the ids links and bookmarks already hold', () => {
    expect(plainGlobalId('Province', 8)).toBe('UHJvdmluY2U6OA');
    expect(plainGlobalId('Course', 1)).toBe('Q291cnNlOjE');
    for (const [typeName, key] of [
      ['City', '12'],
      ['Industry', 'C10'],
      ['SitePage', 'درباره-ما'],
    ] as const)
      expect(plainGlobalId(typeName, key)).toBe(Buffer.from(`${typeName}:${key}`).toString('base64url'));
  });

  it('read back to their type and key, Persian keys included', () => {
    expect(parsePlainGlobalId(plainGlobalId('SitePage', 'درباره-ما'))).toEqual({
      typeName: 'SitePage',
      key: 'درباره-ما',
    });
    expect(parsePlainGlobalId(plainGlobalId('Province', 8))).toEqual({ typeName: 'Province', key: '8' });
  });

  it('are not read from what is not one', () => {
    for (const text of [
      '',
      'UHJvdmluY2U6OA==',
      'not an id',
      'abc!',
      'UHJvdmluY2U',
      'A',
      plainGlobalId(':', 1).slice(0, 2),
    ])
      expect(parsePlainGlobalId(text)).toBeNull();
  });

  it('name a numbered place only when type and key both fit', () => {
    expect(isNumberedGlobalIdOf(plainGlobalId('Province', 8), 'Province')).toBe(true);
    expect(isNumberedGlobalIdOf(plainGlobalId('City', 8), 'Province')).toBe(false);
    expect(isNumberedGlobalIdOf(plainGlobalId('Province', 'Fars'), 'Province')).toBe(false);
    expect(isNumberedGlobalIdOf('UHJvdmluY2U6', 'Province')).toBe(false);
    // A key the database cannot hold is no id either.
    expect(isNumberedGlobalIdOf(plainGlobalId('Province', 0), 'Province')).toBe(false);
    expect(isNumberedGlobalIdOf(plainGlobalId('Province', 2_147_483_648), 'Province')).toBe(false);
  });
});
