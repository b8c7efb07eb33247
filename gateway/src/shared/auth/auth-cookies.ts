import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';

/** Cookie names and lifetimes of product-spec.md §4 and §9. */
export const authCookieNames = {
  /** The access token (2 years; the token inside expires much sooner and is refreshed). */
  accessToken: 'token',
  /** The package type, readable by the web app (2 years). */
  packageType: 'packageType',
  /** The refresh token, HttpOnly so no script can read it (2 years). */
  refreshToken: 'refreshToken',
  /** The persisted auth state the web app restores before it renders (1 year = 31536000 s). */
  persistedAuth: 'persist_auth',
} as const;

/** The access token a request carries in its cookie (outside GraphQL: file uploads, visit beacons); else undefined. */
export function accessTokenCookieOf(cookieHeader: string | undefined): string | undefined {
  return parseCookieHeader(cookieHeader ?? null).get(authCookieNames.accessToken) || undefined;
}

export const twoYearsSeconds = 2 * 365 * 24 * 3600;
export const persistedAuthSeconds = 31_536_000;

export interface PersistedAuthState {
  uuid: string;
  packageType: string;
  userName: string;
}

/** `name=value` as a cookie carries it (the value encoded; `parseCookieHeader` decodes it). */
export function cookiePair(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`;
}

function cookie(
  name: string,
  value: string,
  maxAge: number,
  options: { httpOnly: boolean; secure: boolean },
): string {
  return [
    cookiePair(name, value),
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie headers after a sign-in or refresh. */
export function signedInCookies(
  tokens: { accessToken: string; refreshToken: string; packageType: string },
  persisted: PersistedAuthState | null,
  secure: boolean,
): string[] {
  const headers = [
    cookie(authCookieNames.accessToken, tokens.accessToken, twoYearsSeconds, { httpOnly: true, secure }),
    cookie(authCookieNames.refreshToken, tokens.refreshToken, twoYearsSeconds, { httpOnly: true, secure }),
    cookie(authCookieNames.packageType, tokens.packageType, twoYearsSeconds, { httpOnly: false, secure }),
  ];
  if (persisted)
    headers.push(
      cookie(authCookieNames.persistedAuth, JSON.stringify(persisted), persistedAuthSeconds, {
        httpOnly: false,
        secure,
      }),
    );
  return headers;
}

/** Set-Cookie headers that remove every auth cookie. */
export function clearedCookies(secure: boolean): string[] {
  return Object.values(authCookieNames).map((name) =>
    cookie(name, '', 0, {
      httpOnly: name !== authCookieNames.packageType && name !== authCookieNames.persistedAuth,
      secure,
    }),
  );
}
