import { createHash } from 'node:crypto';
import { apiKeyPrefix, isApiKeyText } from '@rasad/contracts/api-keys.ts';
import { isPackageType, type PackageType } from '@rasad/contracts/entitlements.ts';
import type { Pool } from 'undici';
import type { SharedStateStore } from '../state/shared-state-store.ts';
import type { UpstreamCall } from '../upstream/upstream-types.ts';

/** The owner of a live API key, and the access token the key was exchanged for. */
export interface ApiKeyHolder {
  keyId: string;
  userId: string;
  packageType: PackageType;
  accessToken: string;
  accessTokenExpiresAtMs: number;
}

/**
 * What a request's credentials say about API keys: none carried, a live key's holder, or a key that
 * does not work (unknown, revoked, expired: API_KEY_INVALID; the package lost API access:
 * API_ACCESS_REQUIRED; the accounts service could not be asked: UPSTREAM_UNAVAILABLE).
 */
export type ApiKeyCheck =
  | { kind: 'none' }
  | { kind: 'holder'; holder: ApiKeyHolder }
  | { kind: 'refused'; code: 'API_KEY_INVALID' | 'API_ACCESS_REQUIRED' | 'UPSTREAM_UNAVAILABLE' };

/**
 * How long one gateway trusts an exchange without asking again: a revocation made through another
 * gateway reaches this one through the shared store at once; a package that lapsed, within this.
 */
const exchangeLifetimeMs = 60_000;
/** A revocation is remembered in the shared store longer than any gateway trusts an exchange. */
const revocationMemoryMs = 2 * exchangeLifetimeMs;
/** Refused keys remembered per gateway, so a stream of one bad key does not reach the accounts service each time. */
const refusalLifetimeMs = 10_000;
const rememberedKeys = 10_000;

/** The API key in `Authorization: Bearer rsd_…`, or null (no header, or an access token). */
export function bearerApiKey(headers: Headers): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  return bearer?.startsWith(apiKeyPrefix) ? bearer : null;
}

const revocationKey = (keyId: string) => `api-key:revoked:${keyId}`;

/**
 * Recognises personal API keys at the gateway: a key is exchanged with the accounts service for a
 * short-lived access token of its owner (cached by the key's hash), checked against revocations in
 * the shared state (memory, or Redis across gateways) on every request, and remembered per request so
 * every plugin of that request sees one answer.
 */
export class ApiKeyAccess {
  readonly #exchanges = new Map<string, { check: ApiKeyCheck; until: number }>();
  readonly #byRequest = new WeakMap<Request, Promise<ApiKeyCheck>>();
  readonly #settled = new WeakMap<Request, ApiKeyCheck>();

  constructor(
    private readonly accountsPool: Pool,
    private readonly store: SharedStateStore,
    private readonly now: () => Date,
    private readonly onUpstreamCall?: (call: UpstreamCall) => void,
  ) {}

  /** The request's answer, asked once per request. */
  check(request: Request): Promise<ApiKeyCheck> {
    let pending = this.#byRequest.get(request);
    if (!pending) {
      pending = this.#check(bearerApiKey(request.headers)).then((check) => {
        this.#settled.set(request, check);
        return check;
      });
      this.#byRequest.set(request, pending);
    }
    return pending;
  }

  /** The answer of `check` once it has settled (synchronous hooks read it); undefined before. */
  settled(request: Request): ApiKeyCheck | undefined {
    return this.#settled.get(request);
  }

  /** Called after the accounts service revoked a key: every gateway sharing the store stops accepting it now. */
  async revoked(keyId: string): Promise<void> {
    await this.store.set(revocationKey(keyId), '1', revocationMemoryMs);
    for (const [hash, entry] of this.#exchanges) {
      if (entry.check.kind === 'holder' && entry.check.holder.keyId === keyId) this.#exchanges.delete(hash);
    }
  }

  async #check(apiKey: string | null): Promise<ApiKeyCheck> {
    if (apiKey === null) return { kind: 'none' };
    if (!isApiKeyText(apiKey)) return { kind: 'refused', code: 'API_KEY_INVALID' };
    const hash = createHash('sha256').update(apiKey).digest('base64url');
    const nowMs = this.now().getTime();
    const cached = this.#exchanges.get(hash);
    let check = cached && cached.until > nowMs ? cached.check : null;
    if (!check) {
      check = await this.#exchange(apiKey);
      if (check.kind !== 'refused' || check.code !== 'UPSTREAM_UNAVAILABLE') {
        if (this.#exchanges.size >= rememberedKeys) this.#exchanges.clear();
        // An exchange is trusted no longer than its access token has left to live (less a margin for the call).
        const until =
          check.kind === 'holder'
            ? Math.min(nowMs + exchangeLifetimeMs, check.holder.accessTokenExpiresAtMs - 5_000)
            : nowMs + refusalLifetimeMs;
        this.#exchanges.set(hash, { check, until });
      }
    }
    if (check.kind === 'holder' && (await this.store.get(revocationKey(check.holder.keyId))) !== null) {
      this.#exchanges.delete(hash);
      return { kind: 'refused', code: 'API_KEY_INVALID' };
    }
    return check;
  }

  async #exchange(apiKey: string): Promise<ApiKeyCheck> {
    this.onUpstreamCall?.({ upstream: 'accounts', method: 'POST', path: '/v1/ApiKeys/Exchange' });
    try {
      const response = await this.accountsPool.request({
        method: 'POST',
        path: '/v1/ApiKeys/Exchange',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apiKey }),
      });
      const body = (await response.body.json().catch(() => undefined)) as
        | {
            keyId?: string;
            uuid?: string;
            packageType?: string;
            accessToken?: string;
            accessTokenExpiresAt?: string;
          }
        | undefined;
      if (
        response.statusCode === 200 &&
        body?.keyId &&
        body.uuid &&
        body.accessToken &&
        isPackageType(body.packageType)
      ) {
        return {
          kind: 'holder',
          holder: {
            keyId: body.keyId,
            userId: body.uuid,
            packageType: body.packageType,
            accessToken: body.accessToken,
            accessTokenExpiresAtMs: Date.parse(body.accessTokenExpiresAt ?? '') || 0,
          },
        };
      }
      if (response.statusCode === 401) return { kind: 'refused', code: 'API_KEY_INVALID' };
      if (response.statusCode === 403) return { kind: 'refused', code: 'API_ACCESS_REQUIRED' };
      return { kind: 'refused', code: 'UPSTREAM_UNAVAILABLE' };
    } catch {
      return { kind: 'refused', code: 'UPSTREAM_UNAVAILABLE' };
    }
  }
}
