import { describe, expect, it } from 'vitest';
import { localeFromPath, localisedPath, pathWithoutLocale, textDirection } from './locales.ts';

describe('locales', () => {
  it('reads the locale from the path', () => {
    expect(localeFromPath('/')).toBe('fa-IR');
    expect(localeFromPath('/pricing')).toBe('fa-IR');
    expect(localeFromPath('/en-US')).toBe('en-US');
    expect(localeFromPath('/en-US/pricing')).toBe('en-US');
    expect(localeFromPath('/en-USA')).toBe('fa-IR');
  });

  it('switches a path between languages keeping the page', () => {
    expect(localisedPath('en-US', pathWithoutLocale('/pricing'))).toBe('/en-US/pricing');
    expect(localisedPath('fa-IR', pathWithoutLocale('/en-US/pricing'))).toBe('/pricing');
    expect(localisedPath('en-US', pathWithoutLocale('/'))).toBe('/en-US');
    expect(localisedPath('fa-IR', pathWithoutLocale('/en-US'))).toBe('/');
  });

  it('gives Persian right-to-left', () => {
    expect(textDirection('fa-IR')).toBe('rtl');
    expect(textDirection('en-US')).toBe('ltr');
  });
});
