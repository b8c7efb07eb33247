import { describe, expect, it } from 'vitest';
import { normaliseIranianMobile } from '../src/iranian-mobile.ts';
import { emailRule, fullNameRule, optional } from '../src/rules/contact-field-rules.ts';

const optionalEmailRule = optional(emailRule);

describe('contact field rules', () => {
  it('normalises Iranian mobiles typed in any usual form', () => {
    for (const typed of [
      '09123456789',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '٠٩١٢٣٤٥٦٧٨٩',
      '+989123456789',
      '00989123456789',
      '989123456789',
      '9123456789',
      '0912 345 6789',
      '0912-345-6789',
    ]) {
      expect(normaliseIranianMobile(typed)).toBe('09123456789');
    }
    for (const wrong of ['0912345678', '08123456789', '+9891234567890', 'abc', ''])
      expect(normaliseIranianMobile(wrong)).toBeNull();
  });

  it('accepts Persian and Latin names with spaces and ZWNJ, and rejects the rest', () => {
    for (const name of ['علی رضایی', 'زهرا میرزایی‌فر', 'Sara Ahmadi', 'O’Brien'.replace('’', "'")])
      expect(fullNameRule.safeParse(name).success).toBe(true);
    for (const name of ['ع', 'علی۱۲', 'Ali 2', '<script>', 'x'.repeat(81), '   '])
      expect(fullNameRule.safeParse(name).success).toBe(false);
  });

  it('treats an empty e-mail as not given and lower-cases the rest', () => {
    expect(optionalEmailRule.parse('')).toBeUndefined();
    expect(optionalEmailRule.parse('  Sara@Example.COM ')).toBe('sara@example.com');
    expect(optionalEmailRule.safeParse('not-an-email').success).toBe(false);
  });
});
