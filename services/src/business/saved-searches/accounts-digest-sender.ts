import { defaultAccountsServiceUrl } from '@rasad/auth/access-token-verifier.ts';
import type { ServiceTrust } from '../../shared/service-trust/service-trust.ts';
import type { DigestSender } from './saved-search-matching.ts';

/**
 * Digests go out through the accounts service's outbox, which knows each user's mobile or e-mail address; the
 * call carries the business service's credential (`trust()`).
 */
export function accountsDigestSender(
  configuredUrl: () => string | undefined,
  trust: () => ServiceTrust,
): DigestSender {
  return async (userId, text) => {
    const baseUrl = configuredUrl() || process.env.ACCOUNTS_SERVICE_URL || defaultAccountsServiceUrl;
    const response = await fetch(new URL('/internal/v1/Messages/Digest', baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(await trust().headersFor('accounts')),
      },
      body: JSON.stringify({ userId, text }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`accounts service answered ${response.status}`);
  };
}
