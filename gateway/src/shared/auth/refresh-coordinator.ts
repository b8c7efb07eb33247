import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'undici';
import { MemoryStateStore, type SharedStateStore } from '../state/shared-state-store.ts';
import type { UpstreamCall } from '../upstream/upstream-client.ts';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  uuid: string;
  packageType: string;
}

/**
 * `refused`: the accounts service said no (a replayed, ended or expired refresh token), so the session
 * is over. `unavailable`: it could not be asked (network error, 5xx), so the session is kept.
 */
export type RefreshOutcome =
  { ok: true; tokens: RefreshedTokens } | { ok: false; reason: 'refused' | 'unavailable' };

/** How long a finished refresh is remembered, for requests that were sent with the old token. */
const rememberMilliseconds = 60_000;

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
 */
export class RefreshCoordinator {
  readonly #refreshes = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly accountsPool: Pool,
    private readonly onUpstreamCall?: (call: UpstreamCall) => void,
    private readonly store: SharedStateStore = new MemoryStateStore(),
  ) {}

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
          ? setTimeout(forget, rememberMilliseconds).unref()
          : forget(),
      );
    }
    return pending;
  }

  async #refreshOnce(accessToken: string, refreshToken: string, locale: string): Promise<RefreshOutcome> {
    const key = `refresh:${createHash('sha256').update(refreshToken).digest('base64url')}`;
    const known = await this.store.get(`${key}:outcome`);
    if (known !== null) return openOutcome(known, refreshToken);
    if (await this.store.setIfAbsent(`${key}:claim`, '1', claimMilliseconds)) {
      const outcome = await this.#send(accessToken, refreshToken, locale);
      if (outcome.ok || outcome.reason === 'refused')
        await this.store.set(`${key}:outcome`, sealOutcome(outcome, refreshToken), rememberMilliseconds);
      else await this.store.delete(`${key}:claim`);
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
      const body = (await response.body.json().catch(() => undefined)) as RefreshedTokens | undefined;
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
      return { ok: false, reason: refusedStatuses.has(response.statusCode) ? 'refused' : 'unavailable' };
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
