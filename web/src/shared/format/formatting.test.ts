import { describe, expect, it } from 'vitest';
import { formatDate, formatTehranDateTime, formatTehranRecordedAt } from './dates.ts';
import { formatCardNumber, formatDigits, formatNumber, tomansFromRials } from './numbers.ts';

describe('dates', () => {
  it('shows Persian dates in the Solar Hijri calendar with Persian digits', () => {
    expect(formatDate('fa-IR', '2026-03-21')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatDate('fa-IR', '2018-03-20')).toBe('۲۹ اسفند ۱۳۹۶');
  });

  it('shows English dates in the Gregorian calendar', () => {
    expect(formatDate('en-US', '2026-03-21')).toBe('March 21, 2026');
  });

  it('shows instants in Tehran time', () => {
    const text = formatTehranDateTime('fa-IR', '2026-11-22T06:30:00Z');
    expect(text).toContain('آذر');
    expect(text).toContain('۱۰:۰۰');
    expect(formatTehranDateTime('en-US', '2026-11-22T06:30:00Z')).toContain('10:00');
  });

  it('gives a moment on record (a payment, a receipt) its year', () => {
    expect(formatTehranRecordedAt('fa-IR', '2026-11-22T06:30:00Z')).toMatch(
      /^یکشنبه ۱ آذر ۱۴۰۵، ساعت ۱۰:۰۰$/,
    );
    expect(formatTehranRecordedAt('en-US', '2026-11-22T06:30:00Z')).toMatch(
      /^Sunday, November 22, 2026 at 10:00$/,
    );
  });

  it('dates an instant by the day it was in Tehran, not in UTC', () => {
    // 21:00 UTC on 20 March is 00:30 on 21 March (1 Farvardin) in Tehran.
    expect(formatDate('fa-IR', '2026-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatDate('en-US', '2026-03-20T21:00:00.000Z')).toBe('March 21, 2026');
  });
});

describe('numbers', () => {
  it('keeps a masked card number in its groups, left to right, with marks around the mask', () => {
    expect(formatCardNumber('fa-IR', '603799******0590')).toBe('۶۰۳۷۹۹\u200E******\u200E۰۵۹۰');
    expect(formatCardNumber('en-US', '603799******0590')).toBe('603799\u200E******\u200E0590');
  });

  it('writes Persian digits with thousands separators', () => {
    expect(formatNumber('fa-IR', 123457)).toBe('۱۲۳٬۴۵۷');
    expect(formatNumber('en-US', 123457)).toBe('123,457');
  });

  it('turns rials into whole tomans', () => {
    expect(tomansFromRials(1234567)).toBe(123457);
    expect(tomansFromRials(990000)).toBe(99000);
  });

  it('writes reference numbers in Persian digits without separators', () => {
    expect(formatDigits('fa-IR', 'RS-140501-0042')).toBe('RS-۱۴۰۵۰۱-۰۰۴۲');
    expect(formatDigits('en-US', 'RS-42')).toBe('RS-42');
  });
});
