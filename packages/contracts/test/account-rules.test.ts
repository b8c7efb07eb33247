import { describe, expect, it } from 'vitest';
import { normaliseUserName, signUpFormRules, userNameRule } from '../src/rules/account-rules.ts';

describe('the shared account rules', () => {
  it('store a user name as 09xxxxxxxxx or a lower-case e-mail, whatever was typed', () => {
    const typed: [string, string | null][] = [
      ['0912 345 6789', '09123456789'],
      ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '09123456789'],
      ['0912-345-6789', '09123456789'],
      ['(0912) 345 6789', '09123456789'],
      ['+98 912 345 6789', '09123456789'],
      ['00989123456789', '09123456789'],
      ['٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
      ['Sara@Example.IR', 'sara@example.ir'],
      ['0912 345 678', null],
      ['12345', null],
      ['not-an-email@', null],
      ['a..b@c.ir', null],
    ];
    for (const [value, stored] of typed) {
      const parsed = userNameRule.safeParse(value);
      expect(parsed.success ? parsed.data : null, value).toBe(stored);
      expect(normaliseUserName(value), value).toBe(stored);
    }
  });

  it('ask for the password twice on sign-up, and the two must match (§5)', () => {
    const mismatch = signUpFormRules.safeParse({
      userName: '09123456789',
      password: 'Good-pass-1',
      confirmPassword: 'Good-pass-2',
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'validation.password.mismatch' }),
    ]);
    expect(
      signUpFormRules.safeParse({
        userName: '09123456789',
        password: 'Good-pass-1',
        confirmPassword: 'Good-pass-1',
      }).success,
    ).toBe(true);
  });
});
