import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { SessionEndReason } from '../accounts-tables.ts';
import { hashSecret, newOpaqueSecret } from '../credentials/opaque-secrets.ts';
import { signAccessToken } from '../signing/access-tokens.ts';
import { quotaEarnedAt } from '../sign-up-limits.ts';
import { effectivePackage } from '../subscriptions/effective-package.ts';
import type { SigningKeyPair } from '../signing/signing-keys.ts';
import type { ClientDescription } from './client-description.ts';
import { sessionIdleDays, sessionLimits } from '@rasad/auth/session-limits.ts';
import { sessionRepository } from './session-repository.ts';
import { accountRepository } from '../account-repository.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  uuid: string;
  packageType: PackageType;
  accessTokenExpiresAt: string;
}

export interface ActiveSession {
  id: string;
  device: string;
  browser: string;
  ipAddress: string;
  createdAt: string;
  lastActiveAt: string;
}

const idleMilliseconds = sessionIdleDays * 24 * 3600_000;
const ticketLifetimeMilliseconds = 10 * 60_000;

async function activeSessionsOf(
  sessions: ReturnType<typeof sessionRepository>,
  userId: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await sessions.active(userId, new Date(now.getTime() - idleMilliseconds));
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    browser: row.browser,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
  }));
}

export interface AccountUser {
  id: string;
  packageType: PackageType;
}

/**
 * Sessions as the product runs them: package limits, sign-in tickets, rotating refresh tokens and replay detection.
 * The SQL is in session-repository.ts.
 */
export class SessionStore {
  private readonly sessions: ReturnType<typeof sessionRepository>;

  constructor(
    private readonly db: Database,
    private readonly signingKey: () => Promise<SigningKeyPair>,
  ) {
    this.sessions = sessionRepository(db);
  }

  async activeSessions(userId: string, now: Date): Promise<ActiveSession[]> {
    return activeSessionsOf(this.sessions, userId, now);
  }

  /** Signs the user in on a new session, unless the package's limit is reached: then a ticket to end one. */
  async startSession(
    user: AccountUser,
    client: ClientDescription,
    now: Date,
  ): Promise<
    | { signedIn: TokenPair }
    | { limitReached: { signInTicket: string; sessionLimit: number; sessions: ActiveSession[] } }
  > {
    const packageType = await effectivePackage(this.db, user.id, now);
    const sessionLimit = sessionLimits[packageType];
    const sessionId = randomUUID();
    // Sign-ins arriving at once would each count the sessions before any adds one: the account's row lock has
    // them count and add one after the other.
    const active = await this.db.transaction(async (transaction) => {
      const sessions = sessionRepository(transaction as unknown as Database);
      await accountRepository(transaction as unknown as Database).lockAccount(user.id);
      const running = await activeSessionsOf(sessions, user.id, now);
      if (running.length >= sessionLimit) return running;
      await sessions.add({ id: sessionId, userId: user.id, ...client, createdAt: now, lastActiveAt: now });
      return null;
    });
    if (active) {
      const signInTicket = newOpaqueSecret();
      await this.sessions.addTicket({
        ticketHash: hashSecret(signInTicket),
        userId: user.id,
        expiresAt: new Date(now.getTime() + ticketLifetimeMilliseconds),
      });
      return { limitReached: { signInTicket, sessionLimit, sessions: active } };
    }
    return { signedIn: await this.issueTokens(user.id, sessionId, packageType, now) };
  }

  /** The user a live, unused sign-in ticket was issued to. */
  async ticketHolder(signInTicket: string, now: Date): Promise<AccountUser | null> {
    return this.sessions.ticketHolder(hashSecret(signInTicket), now);
  }

  /** Marks a live ticket used; only one caller can win, however many present it at once. */
  async useTicket(signInTicket: string, now: Date): Promise<boolean> {
    return this.sessions.useTicket(hashSecret(signInTicket), now);
  }

  async releaseTicket(signInTicket: string): Promise<void> {
    await this.sessions.releaseTicket(hashSecret(signInTicket));
  }

  async endSession(userId: string, sessionId: string, reason: SessionEndReason, now: Date): Promise<boolean> {
    return this.sessions.end(userId, sessionId, reason, now);
  }

  async endAllSessions(userId: string, reason: SessionEndReason, now: Date): Promise<void> {
    await this.sessions.endAll(userId, reason, now);
  }

  /**
   * Trades a refresh token for a new pair. Each refresh token works once; presenting a used one
   * means it was copied, so its session ends and neither holder keeps it. `replaced`: the session was
   * ended by another sign-in (the only case whose message says so); `ended`: it expired, was replayed,
   * signed out or ended otherwise; `invalid`: the tokens are unknown or do not belong together.
   */
  async refresh(
    accessToken: string,
    refreshToken: string,
    now: Date,
  ): Promise<TokenPair | 'invalid' | 'ended' | 'replaced'> {
    const stored = await this.sessions.refreshToken(hashSecret(refreshToken));
    if (!stored) return 'invalid';
    if (!accessTokenNamesSession(accessToken, stored.sessionId)) return 'invalid';
    const session = await this.sessions.state(stored.sessionId);
    if (session?.endReason === 'ENDED_BY_OTHER_SIGN_IN') return 'replaced';
    if (!session || session.endedAt !== null) return 'ended';
    if (stored.usedAt !== null) {
      await this.endSession(session.userId, stored.sessionId, 'REFRESH_REPLAYED', now);
      return 'ended';
    }
    if (stored.expiresAt.getTime() <= now.getTime()) return 'ended';
    if (!(await this.sessions.claimRefreshToken(hashSecret(refreshToken), now))) {
      // Another request used it a moment ago: the same token twice is a replay.
      await this.endSession(session.userId, stored.sessionId, 'REFRESH_REPLAYED', now);
      return 'ended';
    }
    await this.sessions.markActive(stored.sessionId, now);
    return this.issueTokens(
      session.userId,
      stored.sessionId,
      await effectivePackage(this.db, session.userId, now),
      now,
    );
  }

  private async issueTokens(
    userId: string,
    sessionId: string,
    packageType: PackageType,
    now: Date,
  ): Promise<TokenPair> {
    const account = await accountRepository(this.db).byId(userId);
    const { accessToken, expiresAt } = await signAccessToken(
      await this.signingKey(),
      { userId, sessionId, packageType, quotaEarnedAt: quotaEarnedAt(account?.confirmedAt ?? null) },
      now,
    );
    const refreshToken = newOpaqueSecret();
    await this.sessions.addRefreshToken({
      tokenHash: hashSecret(refreshToken),
      sessionId,
      expiresAt: new Date(now.getTime() + idleMilliseconds),
    });
    return {
      accessToken,
      refreshToken,
      uuid: userId,
      packageType,
      accessTokenExpiresAt: expiresAt.toISOString(),
    };
  }

  /** Whether a session is still live: access tokens of ended sessions stop working at once. */
  async isLive(sessionId: string): Promise<boolean> {
    const session = await this.sessions.state(sessionId);
    return session !== null && session.endedAt === null;
  }
}

function accessTokenNamesSession(accessToken: string, sessionId: string): boolean {
  try {
    return decodeJwt(accessToken).sid === sessionId;
  } catch {
    return false;
  }
}
