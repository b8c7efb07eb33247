import { validationMessageKeys } from '@rasad/gateway/shared/validation/field-rules.ts';
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
    for (const key of validationMessageKeys) {
      expect(faIR, key).toHaveProperty([key]);
      expect(enUS, key).toHaveProperty([key]);
    }
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
});
