import { normaliseUserName } from '@rasad/services/accounts/credentials/account-field-rules.ts';
import { describe, expect, it } from 'vitest';
import { signUpFormRules, userNameRule } from '../src/accounts/account-rules.ts';

describe('the shared account rules', () => {
  it('normalise user names exactly as the accounts service does', () => {
    const typed = [
      '0912 345 6789',
      '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      '0912-345-6789',
      '(0912) 345 6789',
      '+98 912 345 6789',
      '00989123456789',
      '٠٩١٢٣٤٥٦٧٨٩',
      'Sara@Example.IR',
      '0912 345 678',
      '12345',
      'not-an-email@',
    ];
    for (const value of typed) {
      const parsed = userNameRule.safeParse(value);
      expect(parsed.success ? parsed.data : null, value).toBe(normaliseUserName(value));
    }
    expect(userNameRule.parse('0912 345 6789')).toBe('09123456789');
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
