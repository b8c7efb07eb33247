import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sessionIdleDays } from '@rasad/auth/session-limits.ts';
import type { Pool } from 'undici';
import { MemoryStateStore, type SharedStateStore } from '../state/shared-state-store.ts';
import type { UpstreamCall } from '../upstream/upstream-types.ts';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  uuid: string;
  packageType: string;
}

/**
 * `refused`: the accounts service said no (a replayed, ended or expired refresh token, or a forged one), so the
 * session is over; `endedByOtherSignIn` when it said another sign-in ended it (SESSION_REPLACED). `unavailable`: it
 * could not be asked (network error, 5xx), so the session is kept.
 */
export type RefreshOutcome =
  | { ok: true; tokens: RefreshedTokens }
  | { ok: false; reason: 'refused' | 'unavailable'; endedByOtherSignIn?: boolean };

/** How long a finished refresh is handed to requests that were sent with the old token (the grace window). */
export const refreshGraceMilliseconds = 60_000;

/** How long a rotated refresh token is remembered as used: as long as it could have worked. */
const usedMilliseconds = sessionIdleDays * 24 * 3600_000;

/** How long an ended session family is remembered: far longer than any of its access tokens lives. */
const endedFamilyMilliseconds = 24 * 3600_000;

/** The session id (`sid`) an access token names, read without verifying (only to name the family). */
function sessionIdOf(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sid?: unknown;
    };
    return typeof claims.sid === 'string' && claims.sid.length <= 100 ? claims.sid : null;
  } catch {
    return null;
  }
}

const endedFamilyKey = (sessionId: string) => `session-family:ended:${sessionId}`;

/** How long one gateway may hold the claim on a refresh before another may try (above the upstream timeout and retry). */
const claimMilliseconds = 15_000;

/** How often a gateway that lost the claim looks for the outcome. */
const pollMilliseconds = 20;

/** Answers by which the accounts service refuses a refresh; anything else but success is a transient failure. */
const refusedStatuses = new Set([400, 401, 403]);

/**
 * One refresh per refresh token across all requests of every gateway sharing the store (Redis when
 * `REDIS_URL` is set): the first request holding an expired token claims it and asks the accounts
 * service; every other one, here or on another gateway, waits for the outcome; requests that arrive a
 * little later with the old pair get the new one instead of replaying a used refresh token (which would
 * end the session). The outcome is stored sealed with a key only the old refresh token gives.
 *
 * A rotated refresh token is remembered as used (by its hash, with its session id). Presented again after
 * the grace window, it is a replay — a copy in someone else's hands — and the gateway itself ends that
 * session family: every gateway sharing the store refuses the family's access tokens from then on
 * (`familyEnded`), and the accounts service is told too, so it ends the session at its source.
 */
export class RefreshCoordinator {
  readonly #refreshes = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly accountsPool: Pool,
    private readonly onUpstreamCall?: (call: UpstreamCall) => void,
    private readonly store: SharedStateStore = new MemoryStateStore(),
    private readonly graceMilliseconds = refreshGraceMilliseconds,
  ) {}

  /** Whether the session family an access token belongs to was ended here for a replayed refresh token. */
  async familyEnded(accessToken: string): Promise<boolean> {
    const sessionId = sessionIdOf(accessToken);
    return sessionId !== null && (await this.store.get(endedFamilyKey(sessionId))) !== null;
  }

  refresh(accessToken: string, refreshToken: string, locale: string): Promise<RefreshOutcome> {
    let pending = this.#refreshes.get(refreshToken);
    if (!pending) {
      pending = this.#refreshOnce(accessToken, refreshToken, locale).catch((): RefreshOutcome => ({
        ok: false,
        reason: 'unavailable',
      }));
      this.#refreshes.set(refreshToken, pending);
      const forget = () => this.#refreshes.delete(refreshToken);
      // A transient failure is forgotten at once, so the next request tries again.
      void pending.then((outcome) =>
        outcome.ok || outcome.reason === 'refused'
          ? setTimeout(forget, this.graceMilliseconds).unref()
          : forget(),
      );
    }
    return pending;
  }

  async #refreshOnce(accessToken: string, refreshToken: string, locale: string): Promise<RefreshOutcome> {
    const key = `refresh:${createHash('sha256').update(refreshToken).digest('base64url')}`;
    const known = await this.store.get(`${key}:outcome`);
    if (known !== null) return openOutcome(known, refreshToken);
    const usedBy = await this.store.get(`${key}:used`);
    if (usedBy !== null) {
      // Used, and past the grace window: a replay. The family ends here at once, and at the accounts service.
      await this.store.set(endedFamilyKey(usedBy), '1', endedFamilyMilliseconds);
      await this.#send(accessToken, refreshToken, locale);
      return { ok: false, reason: 'refused' };
    }
    if (await this.store.setIfAbsent(`${key}:claim`, '1', claimMilliseconds)) {
      const outcome = await this.#send(accessToken, refreshToken, locale);
      if (outcome.ok || outcome.reason === 'refused')
        await this.store.set(`${key}:outcome`, sealOutcome(outcome, refreshToken), this.graceMilliseconds);
      else await this.store.delete(`${key}:claim`);
      const sessionId = sessionIdOf(accessToken);
      if (outcome.ok && sessionId !== null) await this.store.set(`${key}:used`, sessionId, usedMilliseconds);
      return outcome;
    }
    // Another request holds the claim: its outcome, or a transient failure if it gave up.
    for (const deadline = Date.now() + claimMilliseconds; Date.now() < deadline;) {
      await sleep(pollMilliseconds);
      const outcome = await this.store.get(`${key}:outcome`);
      if (outcome !== null) return openOutcome(outcome, refreshToken);
      if ((await this.store.get(`${key}:claim`)) === null) break;
    }
    return { ok: false, reason: 'unavailable' };
  }

  async #send(accessToken: string, refreshToken: string, locale: string): Promise<RefreshOutcome> {
    this.onUpstreamCall?.({ upstream: 'accounts', method: 'POST', path: '/v2/Account/RefreshToken' });
    try {
      const response = await this.accountsPool.request({
        method: 'POST',
        path: '/v2/Account/RefreshToken',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': locale,
        },
        body: JSON.stringify({ accessToken, refreshToken }),
      });
      const body = (await response.body.json().catch(() => undefined)) as
        (RefreshedTokens & { code?: unknown }) | undefined;
      if (response.statusCode === 200 && body) {
        return {
          ok: true,
          tokens: {
            accessToken: body.accessToken,
            refreshToken: body.refreshToken,
            uuid: body.uuid,
            packageType: body.packageType,
          },
        };
      }
      if (!refusedStatuses.has(response.statusCode)) return { ok: false, reason: 'unavailable' };
      return body?.code === 'SESSION_REPLACED'
        ? { ok: false, reason: 'refused', endedByOtherSignIn: true }
        : { ok: false, reason: 'refused' };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  }
}

const sealKey = (refreshToken: string) =>
  createHash('sha256').update(`rasad refresh outcome\u0000${refreshToken}`).digest();

/** The outcome encrypted (AES-256-GCM) under a key derived from the old refresh token: a copy of the store reveals no tokens. */
function sealOutcome(outcome: RefreshOutcome, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function openOutcome(stored: string, refreshToken: string): RefreshOutcome {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(refreshToken), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'),
  ) as RefreshOutcome;
}
