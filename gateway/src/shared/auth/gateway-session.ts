import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import { apiKeyPrefix } from '@rasad/contracts/api-keys.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { Locale } from '../gateway-messages.ts';
import { authCookieNames, type PersistedAuthState } from './auth-cookies.ts';
import type { RefreshCoordinator, RefreshedTokens } from './refresh-coordinator.ts';

/** Where the caller keeps its tokens: browsers in cookies, other clients in headers. */
export type TokenCarrier = 'cookie' | 'header';

/** Header a non-browser client sends its refresh token in (with `Authorization: Bearer`), and gets new ones back in. */
export const refreshTokenHeader = 'x-refresh-token';
export const accessTokenResponseHeader = 'x-access-token';

/**
 * The caller's session within one GraphQL request: the tokens it came with, refreshed at most once
 * (shared with the gateway's other requests), and what the response must set or clear.
 */
export class GatewaySession {
  accessToken: string | null;
  refreshToken: string | null;
  readonly carrier: TokenCarrier;
  /** Set when tokens were issued or refreshed during this request; the response writes them back. */
  issued: { tokens: RefreshedTokens; persisted: PersistedAuthState | null } | null = null;
  /** Set when the session ended (sign-out, failed refresh); the response clears the auth cookies. */
  cleared = false;
  /** Set when the request came with a token of a session family ended for a replayed refresh token; the first signed-in call reports it. */
  endedByReplay = false;
  /** Set when a refresh was refused because another sign-in ended the session (the only end whose message says so). */
  endedByOtherSignIn = false;
  /** Set when the request is signed in by an API key rather than by a session (sign-in). */
  viaApiKey = false;

  constructor(
    headers: Headers,
    private readonly coordinator: RefreshCoordinator,
    private readonly locale: Locale,
  ) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
    const cookies = parseCookieHeader(headers.get('cookie'));
    this.carrier = bearer ? 'header' : 'cookie';
    // An API key is no access token: the gateway exchanges it (actAsApiKeyHolder) or refuses the request.
    const apiKey = bearer?.startsWith(apiKeyPrefix) ?? false;
    this.accessToken = apiKey ? null : (bearer ?? cookies.get(authCookieNames.accessToken) ?? null);
    this.refreshToken = apiKey
      ? null
      : (bearer ? headers.get(refreshTokenHeader) : cookies.get(authCookieNames.refreshToken)) || null;
    if (this.accessToken === '') this.accessToken = null;
  }

  get signedIn(): boolean {
    return this.accessToken !== null;
  }

  /**
   * After an upstream 401 for `rejectedToken`: the token to retry with, or null when the refresh was
   * refused (the session is then cleared). Another call may already have refreshed it. When the
   * accounts service cannot be reached the session and its cookies are kept, and the call fails with
   * UPSTREAM_UNAVAILABLE.
   */
  async refreshAfterRejection(rejectedToken: string): Promise<string | null> {
    if (this.accessToken !== rejectedToken) return this.accessToken;
    if (this.refreshToken === null) {
      this.signOut();
      return null;
    }
    const outcome = await this.coordinator.refresh(rejectedToken, this.refreshToken, this.locale);
    if (!outcome.ok && outcome.reason === 'unavailable')
      throw GatewayError.upstreamUnavailable('accounts', new Error('token refresh failed'));
    if (!outcome.ok) {
      this.signOut();
      this.endedByOtherSignIn = outcome.endedByOtherSignIn === true;
      return null;
    }
    this.signIn(outcome.tokens, null);
    return outcome.tokens.accessToken;
  }

  /** The request carried a live API key: its upstream calls use the access token the key was exchanged for. */
  actAsApiKeyHolder(accessToken: string) {
    this.accessToken = accessToken;
    this.refreshToken = null;
    this.viaApiKey = true;
  }

  signIn(tokens: RefreshedTokens, persisted: PersistedAuthState | null) {
    this.accessToken = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
    this.issued = { tokens, persisted: persisted ?? this.issued?.persisted ?? null };
    this.cleared = false;
  }

  /** The session's family was ended for a replayed refresh token: the request runs as a visitor's, and says so once. */
  endForReplay() {
    this.signOut();
    this.endedByReplay = true;
  }

  signOut() {
    this.accessToken = null;
    this.refreshToken = null;
    this.issued = null;
    this.cleared = true;
  }
}
