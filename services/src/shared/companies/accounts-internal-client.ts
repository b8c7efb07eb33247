import type { FastifyRequest } from 'fastify';
import { defaultAccountsServiceUrl } from '@rasad/auth/access-token-verifier.ts';
import { requestLocale } from '../http/request-locale.ts';
import type { ServiceTrust } from '../service-trust/service-trust.ts';

/** Thrown when the accounts service cannot be reached or refuses a call another service made for its caller. */
export class AccountsCallError extends Error {
  readonly statusCode = 503;
}

/**
 * The accounts service's internal calls (`/internal/v1/*`), made with this service's credential (`trust()`), so the
 * accounts service knows which service asks, and with the signed-in caller's own token, so it knows on whose behalf.
 */
export function accountsInternalClient(configuredUrl: () => string | undefined, trust: () => ServiceTrust) {
  const baseUrl = () => configuredUrl() || process.env.ACCOUNTS_SERVICE_URL || defaultAccountsServiceUrl;
  async function call<Answer>(request: FastifyRequest, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': requestLocale(request),
      authorization: request.headers.authorization ?? '',
      ...(await trust().headersFor('accounts')),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, baseUrl()), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((error: unknown) => {
      throw new AccountsCallError(
        `accounts service unreachable: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AccountsCallError(`accounts service answered ${response.status} to ${path}`);
    }
    return (await response.json()) as Answer;
  }
  return {
    /** The ENTERPRISE period (with its seats) the user bought, from the subscriptions of the commerce domain. */
    standing: (request: FastifyRequest, userId: string) =>
      call<{
        userId: string;
        packageType: string;
        current: { packageType: string; seats: number; endsAt: string } | null;
      }>(request, `/internal/v1/Subscriptions/Standing?userId=${encodeURIComponent(userId)}`),
    sendSms: (request: FastifyRequest, mobile: string, text: string) =>
      call<{ queued: boolean }>(request, '/internal/v1/Messages/Sms', { mobile, text }),
    ensureUser: (request: FastifyRequest, mobile: string, fullName: string) =>
      call<{ userId: string; userName: string; created: boolean }>(request, '/internal/v1/Users/Ensure', {
        mobile,
        fullName,
      }),
    lendPackage: (request: FastifyRequest, userId: string, packageType: 'ENTERPRISE' | null) =>
      call<{ userId: string }>(request, '/internal/v1/Users/CompanyPackage', { userId, packageType }),
  };
}

export type AccountsInternalClient = ReturnType<typeof accountsInternalClient>;
