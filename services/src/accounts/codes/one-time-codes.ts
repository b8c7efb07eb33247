import { createHash } from 'node:crypto';
import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { newOneTimeCode } from '../credentials/opaque-secrets.ts';
import type { MessageSender } from './message-sender.ts';
import { oneTimeCodeRepository } from './one-time-code-repository.ts';

/** Codes work two minutes. */
const codeLifetimeSeconds = 120;

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
  | {
      ok: false;
      reason: 'resendTooSoon' | 'tooManyRequests' | 'signUpAddressLimit' | 'signUpDeviceLimit';
      retryAfterSeconds: number;
    };

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
    /** Sign-up only: how many other user names this address may have asked sign-up codes for in 24 hours. */
    signUpsPerAddressPerDay?: number;
    /** Sign-up only: the device the gateway vouched for, and how many other user names it may have asked for. */
    device?: { id: string; signUpsPerDay: number } | undefined;
  },
): Promise<IssueCodeResult> {
  const { userName, purpose, ip, now } = request;
  const code = newOneTimeCode();
  // Two requests at once would both pass the wait and the counts below and send two codes: one user name's
  // requests are checked and stored one after the other.
  const refused = await db.transaction(async (transaction) => {
    const codes = oneTimeCodeRepository(transaction as unknown as Database);
    await codes.lockUserName(userName);
    // The wait between codes is per purpose (a reset code may follow a sign-up code at once) and per address
    // (a stranger's request does not make the owner wait).
    const latest = await codes.latestRequestedAt(userName, purpose, ip);
    if (latest) {
      const waited = (now.getTime() - latest.getTime()) / 1000;
      if (waited < codeLimits.resendIntervalSeconds) {
        return {
          ok: false as const,
          reason: 'resendTooSoon' as const,
          retryAfterSeconds: Math.ceil(codeLimits.resendIntervalSeconds - waited),
        };
      }
    }
    // Sign-ups from one address, and from one device, are counted one after the other too, so parallel names
    // cannot pass the limits.
    const since = new Date(now.getTime() - 24 * 3600_000);
    const refusal = (reason: 'signUpAddressLimit' | 'signUpDeviceLimit', oldest: Date | null) => {
      const freedAt = (oldest?.getTime() ?? now.getTime()) + 24 * 3600_000;
      return {
        ok: false as const,
        reason,
        retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
      };
    };
    if (request.signUpsPerAddressPerDay !== undefined) {
      await codes.lockSignUpAddress(ip);
      const others = await codes.signUpNamesSince({ ip }, userName, since);
      if (others.count >= request.signUpsPerAddressPerDay)
        return refusal('signUpAddressLimit', others.oldest);
    }
    if (request.device !== undefined) {
      await codes.lockSignUpDevice(request.device.id);
      const others = await codes.signUpNamesSince({ device: request.device.id }, userName, since);
      if (others.count >= request.device.signUpsPerDay) return refusal('signUpDeviceLimit', others.oldest);
    }
    const counts = await codes.requestCountsSince(userName, ip, new Date(now.getTime() - 3600_000));
    if (
      counts.forUserFromAddress >= codeLimits.perUserFromAddressPerHour ||
      counts.forUser >= codeLimits.perUserPerHour ||
      counts.fromAddress >= codeLimits.perIpPerHour
    ) {
      return { ok: false as const, reason: 'tooManyRequests' as const, retryAfterSeconds: 3600 };
    }
    await codes.insert({
      userName,
      purpose,
      codeHash: hashCode(userName, request.message === null ? `${code}-unsent-${Math.random()}` : code),
      expiresAt: new Date(now.getTime() + codeLifetimeSeconds * 1000),
      requestedByIp: ip,
      requestedByDevice: request.device?.id ?? null,
      pendingPasswordHash: request.pendingPasswordHash ?? null,
      createdAt: now,
    });
    return null;
  });
  if (refused) return refused;
  if (request.message !== null) {
    await sender.send(
      { channel: userName.includes('@') ? 'email' : 'sms', recipient: userName, body: request.message(code) },
      now,
    );
  }
  return {
    ok: true,
    expiresInSeconds: codeLifetimeSeconds,
    resendAfterSeconds: codeLimits.resendIntervalSeconds,
  };
}

/** The newest code asked for a user name, whatever its purpose: what a resend repeats. */
export async function latestCodeOf(db: Database, userName: string) {
  return oneTimeCodeRepository(db).latestOf(userName);
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyAttempts';

/** Checks the newest unused code of one of `purposes`; a correct code is used up, a wrong one counts. */
export async function consumeOneTimeCode(
  db: Database,
  check: { userName: string; purposes: CodePurpose[]; code: string; now: Date },
): Promise<{ result: CodeCheck; purpose?: CodePurpose; pendingPasswordHash?: string | null }> {
  const codes = oneTimeCodeRepository(db);
  const latest = await codes.latestUnused(check.userName, check.purposes);
  if (!latest) return { result: 'wrong' };
  if (latest.failedAttempts >= codeLimits.maxFailedAttempts) return { result: 'tooManyAttempts' };
  if (latest.expiresAt.getTime() <= check.now.getTime()) return { result: 'expired' };
  if (latest.codeHash !== hashCode(check.userName, check.code)) {
    const failedAttempts = await codes.countFailedAttempt(latest.id, codeLimits.maxFailedAttempts);
    return {
      result:
        failedAttempts === null || failedAttempts >= codeLimits.maxFailedAttempts
          ? 'tooManyAttempts'
          : 'wrong',
    };
  }
  return (await codes.markUsed(latest.id, check.now))
    ? {
        result: 'ok',
        purpose: latest.purpose,
        pendingPasswordHash: latest.pendingPasswordHash,
      }
    : { result: 'wrong' };
}
