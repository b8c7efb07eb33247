import { describe, expect, it } from 'vitest';
import { downloadFileName } from './downloadCsv.ts';

describe('downloadFileName', () => {
  it('writes a half-space as a space, which the browser keeps (it turns a half-space into «_»)', () => {
    expect(downloadFileName('تأمین‌کنندگان.csv')).toBe('تأمین کنندگان.csv');
    expect(downloadFileName('نتایج-جست‌وجوی-پیشرفته.csv')).toBe('نتایج-جست وجوی-پیشرفته.csv');
  });
});
