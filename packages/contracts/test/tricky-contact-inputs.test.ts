import { describe, expect, it } from 'vitest';
import { normalisePersianText } from '../src/persian-text.ts';
import { emailRule, fullNameRule, mobileRule } from '../src/rules/contact-field-rules.ts';
import { trickyContactInputs } from './tricky-contact-inputs.ts';

const ruleOf = { fullName: fullNameRule, mobile: mobileRule, email: emailRule };

describe('the contact field rules', () => {
  it.each(trickyContactInputs)('give $field «$typed» its verdict', ({ field, typed, stored }) => {
    const parsed = ruleOf[field].safeParse(typed);
    expect(parsed.success ? parsed.data : null).toBe(stored);
  });
});

describe('normalisePersianText', () => {
  it('writes Arabic ي ى ك as Persian ی ک and drops tatweel', () => {
    expect(normalisePersianText('علي مصطفى كريمـي')).toBe('علی مصطفی کریمی');
  });

  it('keeps ZWNJ inside a word and drops it at edges and beside spaces', () => {
    expect(normalisePersianText('\u200cمی\u200cروم \u200c کتاب\u200c')).toBe('می\u200cروم کتاب');
  });
});
