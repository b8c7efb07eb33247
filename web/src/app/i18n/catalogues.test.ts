import { validationMessageKeys } from '@rasad/gateway/shared/validation/field-rules.ts';
import { describe, expect, it } from 'vitest';
import { enUSMessages } from './messages.en-US.ts';
import { faIRMessages } from './messages.fa-IR.ts';

describe('message catalogues', () => {
  it('have exactly the same keys in Persian and English', () => {
    expect(Object.keys(enUSMessages).sort()).toEqual(Object.keys(faIRMessages).sort());
  });

  it('translate every validation key of the shared rules', () => {
    for (const key of validationMessageKeys) {
      expect(faIRMessages, key).toHaveProperty([key]);
      expect(enUSMessages, key).toHaveProperty([key]);
    }
  });

  it('have no empty texts', () => {
    for (const catalogue of [faIRMessages, enUSMessages]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the spec’s default toast texts in Persian', () => {
    expect(faIRMessages['toast.default.error']).toBe('عملیات با خطا مواجه شد');
    expect(faIRMessages['toast.default.info']).toBe('عملیاتی انجام شد');
    expect(faIRMessages['toast.default.warning']).toBe('مشکلی پیش آمد');
    expect(faIRMessages['toast.default.success']).toBe('عملیات با موفقیت انجام شد');
  });
});
