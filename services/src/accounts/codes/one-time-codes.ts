import { createHash } from 'node:crypto';
import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { oneTimeCodes } from '../accounts-tables.ts';
import { newOneTimeCode } from '../credentials/opaque-secrets.ts';
import type { MessageSender } from './message-sender.ts';

/** Codes work two minutes; OTP_LIFETIME_SECONDS shortens that for browser tests of expiry. */
export function codeLifetimeSeconds(): number {
  const configured = Number(process.env.OTP_LIFETIME_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : 120;
}

/**
 * A user name's codes are limited per (user name, address), so a stranger asking for someone's codes spends only
 * the stranger's own allowance and the owner still gets codes from their own address; a larger cap over all
 * addresses keeps the phone from being flooded, and each address is capped over all user names.
 */
export const codeLimits = {
  maxFailedAttempts: 5,
  resendIntervalSeconds: 60,
  perUserFromAddressPerHour: 5,
  perUserPerHour: 20,
  perIpPerHour: 30,
} as const;

export type IssueCodeResult =
  | { ok: true; expiresInSeconds: number; resendAfterSeconds: number }
  | { ok: false; reason: 'resendTooSoon' | 'tooManyRequests'; retryAfterSeconds: number };

function hashCode(userName: string, code: string): string {
  return createHash('sha256').update(`${userName}\u0000${code}`).digest('base64url');
}

/**
 * Makes a code for a user name and sends `message(code)` to it. When `message` is null (no such
 * account, or nothing to send) a code is still stored, one nobody is told, so every later answer
 * (limits, expiry, attempts) is the same as for a real account.
 */
export async function issueOneTimeCode(
  db: Database,
  sender: MessageSender,
  request: {
    userName: string;
    purpose: CodePurpose;
    ip: string;
    now: Date;
    message: ((code: string) => string) | null;
    pendingPasswordHash?: string;
  },
): Promise<IssueCodeResult> {
  const { userName, purpose, ip, now } = request;
  const hourAgo = new Date(now.getTime() - 3600_000);
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    // The wait between codes is per purpose (a reset code may follow a sign-up code at once) and per address (a
    // stranger's request does not make the owner wait).
    .where(
      and(
        eq(oneTimeCodes.userName, userName),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.requestedByIp, ip),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < codeLimits.resendIntervalSeconds) {
      return {
        ok: false,
        reason: 'resendTooSoon',
        retryAfterSeconds: Math.ceil(codeLimits.resendIntervalSeconds - waited),
      };
    }
  }
  const [byUser] = await db
    .select({
      all: count(),
      fromAddress: count(sql`case when ${oneTimeCodes.requestedByIp} = ${ip} then 1 end`),
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userName, userName), gt(oneTimeCodes.createdAt, hourAgo)));
  const [byIp] = await db
    .select({ value: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestedByIp, ip), gt(oneTimeCodes.createdAt, hourAgo)));
  if (
    (byUser?.fromAddress ?? 0) >= codeLimits.perUserFromAddressPerHour ||
    (byUser?.all ?? 0) >= codeLimits.perUserPerHour ||
    (byIp?.value ?? 0) >= codeLimits.perIpPerHour
  ) {
    return { ok: false, reason: 'tooManyRequests', retryAfterSeconds: 3600 };
  }
  const code = newOneTimeCode();
  await db.insert(oneTimeCodes).values({
    userName,
    purpose,
    codeHash: hashCode(userName, request.message === null ? `${code}-unsent-${Math.random()}` : code),
    expiresAt: new Date(now.getTime() + codeLifetimeSeconds() * 1000),
    requestedByIp: ip,
    pendingPasswordHash: request.pendingPasswordHash ?? null,
    createdAt: now,
  });
  if (request.message !== null) {
    await sender.send(
      { channel: userName.includes('@') ? 'email' : 'sms', recipient: userName, body: request.message(code) },
      now,
    );
  }
  return {
    ok: true,
    expiresInSeconds: codeLifetimeSeconds(),
    resendAfterSeconds: codeLimits.resendIntervalSeconds,
  };
}

/** The newest code asked for a user name, whatever its purpose: what a resend repeats. */
export async function latestCodeOf(db: Database, userName: string) {
  const [latest] = await db
    .select({ purpose: oneTimeCodes.purpose, pendingPasswordHash: oneTimeCodes.pendingPasswordHash })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.userName, userName))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyAttempts';

/** Checks the newest unused code of one of `purposes`; a correct code is used up, a wrong one counts. */
export async function consumeOneTimeCode(
  db: Database,
  check: { userName: string; purposes: CodePurpose[]; code: string; now: Date },
): Promise<{ result: CodeCheck; purpose?: CodePurpose; pendingPasswordHash?: string | null }> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userName, check.userName),
        inArray(oneTimeCodes.purpose, check.purposes),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return { result: 'wrong' };
  if (latest.failedAttempts >= codeLimits.maxFailedAttempts) return { result: 'tooManyAttempts' };
  if (latest.expiresAt.getTime() <= check.now.getTime()) return { result: 'expired' };
  if (latest.codeHash !== hashCode(check.userName, check.code)) {
    // Counted in the database, so parallel guesses cannot slip past the limit.
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(
        and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.failedAttempts, codeLimits.maxFailedAttempts)),
      )
      .returning({ failedAttempts: oneTimeCodes.failedAttempts });
    return {
      result:
        !counted || counted.failedAttempts >= codeLimits.maxFailedAttempts ? 'tooManyAttempts' : 'wrong',
    };
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: check.now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used
    ? {
        result: 'ok',
        purpose: latest.purpose,
        pendingPasswordHash: latest.pendingPasswordHash,
      }
    : { result: 'wrong' };
}
