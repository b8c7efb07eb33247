import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues, featureMessages } from './catalogues.ts';

const faIR = catalogues['fa-IR'];
const enUS = catalogues['en-US'];

describe('message catalogues', () => {
  it('have exactly the same keys in Persian and English, feature by feature', () => {
    for (const messages of featureMessages) {
      expect(Object.keys(messages['en-US']).sort()).toEqual(Object.keys(messages['fa-IR']).sort());
    }
  });

  it('never define one key in two features', () => {
    const seen = new Set<string>();
    for (const messages of featureMessages) {
      for (const key of Object.keys(messages['fa-IR'])) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('translate every validation key of the shared rules', () => {
    for (const key of Object.keys(ruleMessages)) {
      expect(faIR, key).toHaveProperty([key]);
      expect(enUS, key).toHaveProperty([key]);
    }
  });

  it('spell «جست‌وجو» one way, with its half-space, in every Persian text and rule message', () => {
    const persianTexts = [
      ...Object.entries(faIR),
      ...Object.entries(ruleMessages).map(([key, text]) => [key, text['fa-IR']] as const),
    ];
    for (const [key, text] of persianTexts) expect(text, key).not.toMatch(/جستجو/);
  });

  it('have no empty texts', () => {
    for (const catalogue of [faIR, enUS]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the spec’s default toast texts in Persian', () => {
    expect(faIR['toast.default.error']).toBe('عملیات با خطا مواجه شد');
    expect(faIR['toast.default.info']).toBe('عملیاتی انجام شد');
    expect(faIR['toast.default.warning']).toBe('مشکلی پیش آمد');
    expect(faIR['toast.default.success']).toBe('عملیات با موفقیت انجام شد');
  });

  it('never write a bare number before an English plural noun: “1 session”, not “1 sessions”', () => {
    // A number inside a plural branch (`other {{count} results}`) is chosen by that plural; “more than N” is plural.
    const barePlural =
      /(?<!\{|than )\{[a-zA-Z]+\} (?:[a-z]+ )?(?:sessions|seconds|companies|results|followers|hops|links|days|rows|users)\b/;
    for (const [key, text] of Object.entries(enUS)) expect(text, key).not.toMatch(barePlural);
  });

  it('agree English nouns with their count and write Persian counts in Persian digits', () => {
    const english = createIntl({ locale: 'en-US', messages: enUS });
    const persian = createIntl({ locale: 'fa-IR', messages: faIR });
    expect(english.formatMessage({ id: 'accounts.profile.sessionLimit' }, { limit: 1 })).toBe(
      'Your package allows 1 session at once.',
    );
    expect(english.formatMessage({ id: 'business.lists.count' }, { count: 1250 })).toBe('1,250 companies');
    expect(persian.formatMessage({ id: 'business.lists.count' }, { count: 1250 })).toBe('۱٬۲۵۰ شرکت');
  });
});
