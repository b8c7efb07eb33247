import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssueMessage } from '../src/rules/zod-issue-messages.ts';

/** The words for the first failure of a value against a schema, as the layers see it (with what was sent). */
function wordsFor(schema: z.ZodType, value: unknown, locale: 'fa-IR' | 'en-US' = 'fa-IR'): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return zodIssueMessage(result.error.issues[0]!, locale);
}

describe('zod’s own failures in words for people', () => {
  it('write lengths and limits with Persian numbers', () => {
    expect(wordsFor(z.string().max(120), 'ن'.repeat(121))).toBe('حداکثر ۱۲۰ نویسه مجاز است.');
    expect(wordsFor(z.array(z.int()).min(2), [1])).toBe('دست‌کم ۲ مورد لازم است.');
    expect(wordsFor(z.string().length(5), 'abc', 'en-US')).toBe('Exactly 5 characters are needed.');
    expect(wordsFor(z.number().max(2.5), 3)).toBe('این عدد نباید بیشتر از ۲٫۵ باشد.');
    expect(wordsFor(z.number().positive(), 0, 'en-US')).toBe('This number must be more than 0.');
  });

  it('tell a missing value from one of the wrong type, and an empty text from a short one', () => {
    expect(wordsFor(z.object({ name: z.string() }), {})).toBe('این مقدار لازم است.');
    expect(wordsFor(z.string(), 12)).toBe('این مقدار باید متن باشد.');
    expect(wordsFor(z.array(z.string()), 'x', 'en-US')).toBe('This value must be a list.');
    expect(wordsFor(z.string().min(1), '')).toBe('این مقدار نباید خالی باشد.');
  });

  it('name formats, unknown fields and choices without zod’s English words', () => {
    expect(wordsFor(z.email(), 'x')).toBe('نشانی ایمیل معتبر نیست.');
    expect(wordsFor(z.uuid(), 'x')).toBe('این شناسه معتبر نیست.');
    expect(wordsFor(z.string().regex(/^a/), 'b')).toBe('قالب این مقدار درست نیست.');
    expect(wordsFor(z.strictObject({}), { a: 1, b: 2 })).toBe('این فیلدها شناخته نیستند: «a»، «b».');
    expect(wordsFor(z.literal('YES'), 'NO')).toBe('این مقدار باید «YES» باشد.');
  });
});
