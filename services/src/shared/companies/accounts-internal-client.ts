import type { FastifyRequest } from 'fastify';
import { defaultAccountsServiceUrl } from '../auth/access-token-verifier.ts';
import { requestLocale } from '../http/request-locale.ts';

/** Thrown when the accounts service cannot be reached or refuses a call another service made for its caller. */
export class AccountsCallError extends Error {
  readonly statusCode = 503;
}

/**
 * The accounts service's internal calls (`/internal/v1/*`), made with the signed-in caller's own token,
 * so the accounts service knows on whose behalf a service asks.
 */
export function accountsInternalClient(configuredUrl: () => string | undefined) {
  const baseUrl = () => configuredUrl() || process.env.ACCOUNTS_SERVICE_URL || defaultAccountsServiceUrl;
  async function post<Answer>(request: FastifyRequest, path: string, body: unknown): Promise<Answer> {
    const response = await fetch(new URL(path, baseUrl()), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': requestLocale(request),
        authorization: request.headers.authorization ?? '',
      },
      body: JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new AccountsCallError(`accounts service unreachable: ${error instanceof Error ? error.message : 'unknown error'}`);
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AccountsCallError(`accounts service answered ${response.status} to ${path}`);
    }
    return (await response.json()) as Answer;
  }
  return {
    sendSms: (request: FastifyRequest, mobile: string, text: string) => post<{ queued: boolean }>(request, '/internal/v1/Messages/Sms', { mobile, text }),
    ensureUser: (request: FastifyRequest, mobile: string, fullName: string) =>
      post<{ userId: string; userName: string; created: boolean }>(request, '/internal/v1/Users/Ensure', { mobile, fullName }),
    lendPackage: (request: FastifyRequest, userId: string, packageType: 'ENTERPRISE' | null) =>
      post<{ userId: string }>(request, '/internal/v1/Users/CompanyPackage', { userId, packageType }),
  };
}

export type AccountsInternalClient = ReturnType<typeof accountsInternalClient>;
