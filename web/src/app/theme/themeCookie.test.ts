import { afterEach, describe, expect, it } from 'vitest';
import { readThemeCookie, writeThemeCookie } from './themeCookie.ts';

describe('theme cookie', () => {
  afterEach(() => {
    document.cookie = 'theme=; Max-Age=0; Path=/';
  });

  it('defaults to the light default preset', () => {
    expect(readThemeCookie('')).toBe('default');
    expect(readThemeCookie('theme=purple')).toBe('default');
  });

  it('reads back a stored theme', () => {
    writeThemeCookie('dark');
    expect(readThemeCookie()).toBe('dark');
    expect(readThemeCookie('a=1; theme=alt; b=2')).toBe('alt');
  });
});
