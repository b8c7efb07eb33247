import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
/** The auth state the gateway persists in the `persist_auth` cookie (1 year); tokens stay in HttpOnly cookies. */
export interface PersistedAuth {
  uuid: string;
  packageType: string;
  userName: string;
}

export const persistedAuthCookie = 'persist_auth';
/** The stored user details product-spec §4 clears on sign-out; the app keeps them in the Relay store instead. */
export const userInfoStorageKey = 'userInfo';
/** How long the app waits for the persisted state before it shows the UI anyway (product-spec §4). */
export const rehydrationTimeoutMs = 5000;

export function readPersistedAuth(cookies: string = document.cookie): PersistedAuth | null {
  const raw = parseCookieHeader(cookies).get(persistedAuthCookie);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PersistedAuth>;
    if (typeof parsed.uuid !== 'string' || typeof parsed.packageType !== 'string') return null;
    return {
      uuid: parsed.uuid,
      packageType: parsed.packageType,
      userName: typeof parsed.userName === 'string' ? parsed.userName : '',
    };
  } catch {
    return null;
  }
}

/**
 * Restores the persisted state before the UI shows; gives up after 5000 ms so a broken store never
 * keeps the page blank.
 */
export function rehydratePersistedAuth(
  read: () => Promise<PersistedAuth | null> = async () => readPersistedAuth(),
): Promise<PersistedAuth | null> {
  return Promise.race([
    read().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), rehydrationTimeoutMs)),
  ]);
}

/**
 * Clearing auth: the token and packageType cookies, the persisted state and the stored userInfo. The
 * gateway clears the HttpOnly ones; what script can reach is cleared here too.
 */
export function clearClientAuth(): void {
  for (const name of ['token', 'packageType', persistedAuthCookie])
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  window.localStorage.removeItem(userInfoStorageKey);
}
