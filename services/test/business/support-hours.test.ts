import { describe, expect, it } from 'vitest';
import { supportStatusAt, type HolidayTitleOn } from '../../src/business/support/support-hours.ts';

/** An instant given as Tehran wall-clock time (UTC+03:30 all year). */
function tehran(dateTime: string): Date {
  return new Date(`${dateTime}+03:30`);
}

const noHolidays: HolidayTitleOn = () => undefined;
const holidaysOf =
  (titles: Record<string, string>): HolidayTitleOn =>
  (date) =>
    titles[date];

describe('support hours', () => {
  // 2025-01-04 is a Saturday, 2025-01-08 a Wednesday, 2025-01-09 a Thursday.
  it('is open on a Saturday at 10:00 sharp and closed at 09:59', () => {
    expect(supportStatusAt(tehran('2025-01-04T10:00:00'), noHolidays)).toEqual({
      isOpen: true,
      closedReason: null,
      holidayTitle: null,
      nextOpeningAt: null,
    });
    const early = supportStatusAt(tehran('2025-01-04T09:59:00'), noHolidays);
    expect(early.isOpen).toBe(false);
    expect(early.closedReason).toBe('OUTSIDE_HOURS');
    expect(early.nextOpeningAt?.toISOString()).toBe('2025-01-04T06:30:00.000Z');
  });

  it('is open at 15:59 and closed from 16:00, opening again the next morning', () => {
    expect(supportStatusAt(tehran('2025-01-05T15:59:59'), noHolidays).isOpen).toBe(true);
    const closing = supportStatusAt(tehran('2025-01-05T16:00:00'), noHolidays);
    expect(closing).toMatchObject({ isOpen: false, closedReason: 'OUTSIDE_HOURS', holidayTitle: null });
    expect(closing.nextOpeningAt?.toISOString()).toBe('2025-01-06T06:30:00.000Z');
  });

  it('is closed on Thursday and Friday and reopens on Saturday at 10:00', () => {
    const thursday = supportStatusAt(tehran('2025-01-09T11:00:00'), noHolidays);
    expect(thursday).toMatchObject({ isOpen: false, closedReason: 'WEEKEND' });
    expect(thursday.nextOpeningAt?.toISOString()).toBe('2025-01-11T06:30:00.000Z');
    const friday = supportStatusAt(tehran('2025-01-10T09:00:00'), noHolidays);
    expect(friday.closedReason).toBe('WEEKEND');
    expect(friday.nextOpeningAt?.toISOString()).toBe('2025-01-11T06:30:00.000Z');
  });

  it('closes after Wednesday 16:00 until Saturday', () => {
    const wednesdayEvening = supportStatusAt(tehran('2025-01-08T18:30:00'), noHolidays);
    expect(wednesdayEvening.closedReason).toBe('OUTSIDE_HOURS');
    expect(wednesdayEvening.nextOpeningAt?.toISOString()).toBe('2025-01-11T06:30:00.000Z');
  });

  it('is closed all day on an official holiday and names it', () => {
    const holidays = holidaysOf({ '2025-01-05': 'ولادت حضرت امام علی (ع)' });
    const status = supportStatusAt(tehran('2025-01-05T12:00:00'), holidays);
    expect(status).toMatchObject({
      isOpen: false,
      closedReason: 'HOLIDAY',
      holidayTitle: 'ولادت حضرت امام علی (ع)',
    });
    expect(status.nextOpeningAt?.toISOString()).toBe('2025-01-06T06:30:00.000Z');
  });

  it('skips holidays and weekends when looking for the next opening', () => {
    // Nowruz 1404: 21–24 March 2025 are holidays (21st a Friday), 25 March is a normal Tuesday.
    const holidays = holidaysOf({
      '2025-03-21': 'آغاز نوروز',
      '2025-03-22': 'عید نوروز',
      '2025-03-23': 'عید نوروز',
      '2025-03-24': 'عید نوروز',
    });
    const beforeNowruz = supportStatusAt(tehran('2025-03-19T16:00:00'), holidays);
    expect(beforeNowruz.nextOpeningAt?.toISOString()).toBe('2025-03-25T06:30:00.000Z');
    const morningOfHoliday = supportStatusAt(tehran('2025-03-24T08:00:00'), holidays);
    expect(morningOfHoliday.closedReason).toBe('HOLIDAY');
    expect(morningOfHoliday.nextOpeningAt?.toISOString()).toBe('2025-03-25T06:30:00.000Z');
  });

  it('reads the day in Tehran, not in UTC', () => {
    // 2025-01-08T21:00Z is already Thursday 00:30 in Tehran.
    expect(supportStatusAt(new Date('2025-01-08T21:00:00Z'), noHolidays).closedReason).toBe('WEEKEND');
    // 2025-01-04T06:29Z is Saturday 09:59 in Tehran; 06:30Z is 10:00.
    expect(supportStatusAt(new Date('2025-01-04T06:29:00Z'), noHolidays).isOpen).toBe(false);
    expect(supportStatusAt(new Date('2025-01-04T06:30:00Z'), noHolidays).isOpen).toBe(true);
  });
});
