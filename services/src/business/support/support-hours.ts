/**
 * When support answers: Saturday to Wednesday, 10:00–16:00 Tehran time, except official holidays.
 * Iran has kept UTC+03:30 all year since 2022 (no daylight saving), so a fixed offset is exact.
 */
export const tehranOffsetMinutes = 210;
export const supportOpensAt = '10:00';
export const supportClosesAt = '16:00';

const opensAtMinute = 10 * 60;
const closesAtMinute = 16 * 60;
/** Date.getUTCDay() numbers of Thursday and Friday, the Iranian weekend. */
const weekendDays = new Set([4, 5]);
const millisecondsPerMinute = 60_000;
const millisecondsPerDay = 86_400_000;
/** Holidays never run for more than a couple of weeks (Nowruz), so this always finds an opening. */
const searchDays = 60;

export type SupportClosedReason = 'OUTSIDE_HOURS' | 'WEEKEND' | 'HOLIDAY';

export interface SupportStatus {
  isOpen: boolean;
  closedReason: SupportClosedReason | null;
  holidayTitle: string | null;
  nextOpeningAt: Date | null;
}

/** Title of the official holiday on a Tehran calendar date (YYYY-MM-DD), if it is one. */
export type HolidayTitleOn = (tehranDate: string) => string | undefined;

/** The Tehran wall-clock reading of an instant, as a Date whose UTC fields hold Tehran's values. */
function tehranWallClock(at: Date): Date {
  return new Date(at.getTime() + tehranOffsetMinutes * millisecondsPerMinute);
}

function isWorkingDay(wallClock: Date, holidayTitleOn: HolidayTitleOn): boolean {
  return (
    !weekendDays.has(wallClock.getUTCDay()) &&
    holidayTitleOn(wallClock.toISOString().slice(0, 10)) === undefined
  );
}

/** 10:00 Tehran time on the wall-clock day of `wallClock`, as a real instant. */
function openingInstant(wallClock: Date): Date {
  const midnight = Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), wallClock.getUTCDate());
  return new Date(midnight + (opensAtMinute - tehranOffsetMinutes) * millisecondsPerMinute);
}

export function supportStatusAt(at: Date, holidayTitleOn: HolidayTitleOn): SupportStatus {
  const wallClock = tehranWallClock(at);
  const holidayTitle = holidayTitleOn(wallClock.toISOString().slice(0, 10)) ?? null;
  const minuteOfDay = wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes();
  const closedReason: SupportClosedReason | null =
    holidayTitle !== null
      ? 'HOLIDAY'
      : weekendDays.has(wallClock.getUTCDay())
        ? 'WEEKEND'
        : minuteOfDay < opensAtMinute || minuteOfDay >= closesAtMinute
          ? 'OUTSIDE_HOURS'
          : null;
  if (closedReason === null) return { isOpen: true, closedReason, holidayTitle, nextOpeningAt: null };
  return {
    isOpen: false,
    closedReason,
    holidayTitle,
    nextOpeningAt: nextOpening(wallClock, minuteOfDay, holidayTitleOn),
  };
}

function nextOpening(wallClock: Date, minuteOfDay: number, holidayTitleOn: HolidayTitleOn): Date | null {
  if (minuteOfDay < opensAtMinute && isWorkingDay(wallClock, holidayTitleOn))
    return openingInstant(wallClock);
  for (let day = 1; day <= searchDays; day++) {
    const candidate = new Date(wallClock.getTime() + day * millisecondsPerDay);
    if (isWorkingDay(candidate, holidayTitleOn)) return openingInstant(candidate);
  }
  return null;
}
