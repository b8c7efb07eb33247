import { describe, expect, it } from 'vitest';
import { formatClockTime } from './supportHours.ts';

describe('formatClockTime', () => {
  it('drops the minutes of whole hours', () => {
    expect(formatClockTime('fa-IR', '10:00')).toBe('۱۰');
    expect(formatClockTime('en-US', '16:00')).toBe('16');
  });

  it('keeps the minutes otherwise', () => {
    expect(formatClockTime('fa-IR', '16:30')).toBe('۱۶:۳۰');
    expect(formatClockTime('en-US', '09:05')).toBe('9:05');
  });
});
