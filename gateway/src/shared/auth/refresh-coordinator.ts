import type { Pool } from 'undici';
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

/** Answers by which the accounts service refuses a refresh; anything else but success is a transient failure. */
const refusedStatuses = new Set([400, 401, 403]);

/**
 * One refresh per refresh token across all requests of the gateway: the first request holding an
 * expired token starts it, every other one waits on the same promise, and requests that arrive a
 * little later with the old pair get the new one instead of replaying a used refresh token (which
 * would end the session).
 */
export class RefreshCoordinator {
  readonly #refreshes = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly accountsPool: Pool,
    private readonly onUpstreamCall?: (call: UpstreamCall) => void,
  ) {}

  refresh(accessToken: string, refreshToken: string, locale: string): Promise<RefreshOutcome> {
    let pending = this.#refreshes.get(refreshToken);
    if (!pending) {
      pending = this.#send(accessToken, refreshToken, locale);
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
