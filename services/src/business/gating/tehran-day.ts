/** Iran keeps UTC+03:30 all year (daylight saving ended in 2022). */
const tehranOffsetMs = 210 * 60 * 1000;

/** The Tehran calendar day of an instant (YYYY-MM-DD) and the seconds until the next one starts. */
export function tehranDay(at: Date): { day: string; secondsLeft: number } {
  const local = new Date(at.getTime() + tehranOffsetMs);
  const nextMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return {
    day: local.toISOString().slice(0, 10),
    secondsLeft: Math.max(1, Math.ceil((nextMidnight - local.getTime()) / 1000)),
  };
}
