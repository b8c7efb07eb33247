import type { Database } from '../../shared/database/open-database.ts';
import type { ThrottleScope } from '../accounts-tables.ts';
import {
  passwordThrottleRepository,
  type ThrottleCount,
  type ThrottleKey,
} from './password-throttle-repository.ts';

/**
 * How password sign-in slows down (OWASP ASVS 2.2.1). Per user name: five wrong passwords are free, then each
 * further one makes the next attempt wait 1 s, 2 s, 4 s … at most 15 minutes; a right password, or a sign-in by
 * code, starts the count again. Per client address (many people may share one): twenty are free, then the
 * same waits. A count is forgotten after a quiet spell with no wrong password. A wait never stops a sign-in by
 * one-time code, and never lasts longer than 15 minutes: slowed down, never locked out.
 */
export const passwordThrottlePolicy = {
  ACCOUNT: { freeFailures: 5, forgetAfterSeconds: 24 * 3600 },
  ADDRESS: { freeFailures: 20, forgetAfterSeconds: 3600 },
  firstDelaySeconds: 1,
  maximumDelaySeconds: 15 * 60,
} as const;

/** Seconds the next attempt waits after this many wrong passwords in a row. */
export function throttleDelaySeconds(scope: ThrottleScope, failures: number): number {
  const beyond = failures - passwordThrottlePolicy[scope].freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(
    passwordThrottlePolicy.firstDelaySeconds * 2 ** (beyond - 1),
    passwordThrottlePolicy.maximumDelaySeconds,
  );
}

interface CountedRow extends ThrottleKey {
  /** What the row held before this attempt counted, to give it back when the password is right. */
  before: { failures: number; lastFailureAt: Date; blockedUntil: Date | null };
  blockedUntil: Date | null;
}

export type PasswordAttempt =
  | { allowed: false; retryAfterSeconds: number; scope: ThrottleScope }
  | { allowed: true; counted: CountedRow[] };

function keysOf(userName: string, address: string): ThrottleKey[] {
  return [
    { scope: 'ACCOUNT', subject: userName },
    { scope: 'ADDRESS', subject: address },
  ];
}

/**
 * Asks to check a password for this user name from this address. While either count says wait, the answer is
 * a refusal with the seconds left, and nothing changes. Otherwise the attempt is counted as wrong before the
 * password is checked (so a burst of parallel guesses meets the count), and `passwordAttemptSucceeded` takes
 * it back when the password proves right.
 */
export async function startPasswordAttempt(
  db: Database,
  request: { userName: string; address: string; now: Date },
): Promise<PasswordAttempt> {
  const { now } = request;
  const keys = keysOf(request.userName, request.address);
  await forgetQuietCounts(db, now);
  return passwordThrottleRepository(db).countAttempt<PasswordAttempt>(keys, now, (rows) => {
    const waits = rows
      .filter((row) => row.blockedUntil !== null && row.blockedUntil.getTime() > now.getTime())
      .map((row) => ({
        scope: row.scope,
        seconds: Math.ceil((row.blockedUntil!.getTime() - now.getTime()) / 1000),
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (waits[0]) {
      return {
        result: { allowed: false, retryAfterSeconds: waits[0].seconds, scope: waits[0].scope },
        counts: [],
      };
    }
    const counted: CountedRow[] = [];
    const counts: ThrottleCount[] = [];
    for (const row of rows) {
      const { scope } = row;
      const quietSeconds = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
      const earlier = quietSeconds >= passwordThrottlePolicy[scope].forgetAfterSeconds ? 0 : row.failures;
      const failures = earlier + 1;
      const delay = throttleDelaySeconds(scope, failures);
      const blockedUntil = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
      counts.push({ scope, subject: row.subject, failures, lastFailureAt: now, blockedUntil });
      counted.push({
        scope,
        subject: row.subject,
        before: { failures: row.failures, lastFailureAt: row.lastFailureAt, blockedUntil: row.blockedUntil },
        blockedUntil,
      });
    }
    return { result: { allowed: true, counted }, counts };
  });
}

/**
 * The password was right: the user name's count starts again, and the address gets back the failure this
 * attempt was counted as (its other failures stay, so signing in to one's own account does not clear the
 * guesses made at others from the same address).
 */
export async function passwordAttemptSucceeded(
  db: Database,
  attempt: Extract<PasswordAttempt, { allowed: true }>,
) {
  await passwordThrottleRepository(db).takeBack(attempt.counted, (key, current) => {
    const row = attempt.counted.find(
      (counted) => counted.scope === key.scope && counted.subject === key.subject,
    )!;
    // Another attempt may have counted since; only this attempt's own wait is taken back.
    const ownWait = current.blockedUntil?.getTime() === row.blockedUntil?.getTime();
    return {
      failures: Math.max(0, current.failures - 1),
      ...(ownWait ? { blockedUntil: row.before.blockedUntil, lastFailureAt: row.before.lastFailureAt } : {}),
    };
  });
}

/** The owner proved the account another way (a one-time code): password attempts start counting again. */
export async function resetAccountThrottle(db: Database, userName: string) {
  await passwordThrottleRepository(db).forget({ scope: 'ACCOUNT', subject: userName });
}

/** Drops counts nobody has added to for longer than any of them is remembered, so the table stays small. */
async function forgetQuietCounts(db: Database, now: Date) {
  const longest = Math.max(
    passwordThrottlePolicy.ACCOUNT.forgetAfterSeconds,
    passwordThrottlePolicy.ADDRESS.forgetAfterSeconds,
  );
  const cutoff = new Date(now.getTime() - longest * 1000);
  // Past the cutoff every count is forgotten and every wait (at most 15 minutes after the failure) is over.
  await passwordThrottleRepository(db).forgetQuietSince(cutoff);
}
