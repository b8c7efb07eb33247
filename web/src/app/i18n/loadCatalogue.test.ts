import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { mergeMessageModules } from './mergeMessageModules.ts';

describe('loading the texts of one language', () => {
  it('finds by name exactly the message files registered in the catalogues, for each language', async () => {
    expect(await loadCatalogue('fa-IR')).toEqual(catalogues['fa-IR']);
    expect(await loadCatalogue('en-US')).toEqual(catalogues['en-US']);
  });

  it('fetches a language once', () => {
    expect(loadCatalogue('en-US')).toBe(loadCatalogue('en-US'));
    expect(loadCatalogue('fa-IR')).not.toBe(loadCatalogue('en-US'));
  });

  it('merges the one object of texts each module exports, and refuses a module that exports none or two', () => {
    expect(
      mergeMessageModules({
        'a.ts': { aMessages: { 'a.title': 'الف' } },
        'b.ts': { bMessages: { 'b.title': 'ب' } },
      }),
    ).toEqual({
      'a.title': 'الف',
      'b.title': 'ب',
    });
    expect(() => mergeMessageModules({ 'c.ts': { helper: 3 } })).toThrow(
      'c.ts must export exactly one object of texts',
    );
    expect(() => mergeMessageModules({ 'd.ts': { one: { x: 'x' }, two: { y: 'y' } } })).toThrow('d.ts');
  });
});
