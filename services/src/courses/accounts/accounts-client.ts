import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../../shared/service-trust/client-address-of.ts';
import type { ServiceTrust } from '../../shared/service-trust/service-trust.ts';
import { defaultAccountsServiceUrl } from '@rasad/auth/access-token-verifier.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';

/** Where the accounts service answers: the launcher's address for it, else ACCOUNTS_SERVICE_URL. */
export function accountsServiceUrl(configured: string | undefined): string {
  return configured || process.env.ACCOUNTS_SERVICE_URL || defaultAccountsServiceUrl;
}

/**
 * Sends the caller's request on to the accounts service (the one identity behind both halves of the
 * product) with their token, language, address and browser, and answers with what it answered.
 */
export async function forwardToAccounts(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { baseUrl: string; method: 'GET' | 'POST'; path: string; body?: unknown; trust: ServiceTrust },
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': requestLocale(request),
    // Only what this service itself believes about the caller goes on, never a header the caller wrote, with this
    // service's credential, without which the accounts service would not believe it.
    'x-forwarded-for': clientAddressOf(request),
  };
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  try {
    Object.assign(headers, await target.trust.headersFor('accounts'));
    const response = await fetch(new URL(target.path, target.baseUrl), {
      method: target.method,
      headers,
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    });
    return reply.status(response.status).send(await response.json());
  } catch (error) {
    request.log.error({ err: error }, 'accounts service unreachable');
    return reply.status(503).send({
      code: 'UPSTREAM_UNAVAILABLE',
      message: translate('server.failed', requestLocale(request)),
      fieldErrors: [],
    });
  }
}
