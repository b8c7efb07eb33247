import type { RequestDevice } from './auth/device-cookie.ts';
import type { GatewaySession } from './auth/gateway-session.ts';
import type { ResponseSharing } from './caching/shared-reads.ts';
import type { Locale } from './gateway-messages.ts';
import type { RequestLoaders } from './request-loaders.ts';
import type { RequestUpstreams } from './upstream/upstream-client.ts';

/** What every resolver of one GraphQL request shares. Built once per request. */
export interface GatewayContext {
  locale: Locale;
  now: () => Date;
  upstream: RequestUpstreams;
  loaders: RequestLoaders;
  client: { userAgent: string | null };
  /** The caller's tokens; upstream calls carry and refresh them, sign-in and sign-out change them. */
  session: GatewaySession;
  /** The browser's device (its signed device cookie, minted when first asked for), for the sign-up limit. */
  device: RequestDevice;
  /** Tells every gateway sharing the state that an API key was revoked (absent where keys are not served). */
  apiKeyRevoked?: (keyId: string) => Promise<void>;
  /** Whether this request's answer may go to the shared response cache (no personal upstream call). */
  sharing: ResponseSharing;
}
