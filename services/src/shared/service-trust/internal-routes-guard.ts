import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../http/error-schemas.ts';
import { sendBusinessError, type BusinessFailure } from '../http/send-business-error.ts';
import type { ServiceName } from '../service-name.ts';
import {
  isServiceName,
  ServiceCredentialError,
  type ServiceCaller,
  serviceCredentialHeader,
  serviceKeySetPath,
  type ServiceTrust,
} from './service-trust.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who proved itself with a service credential on this request (the gateway, or another service): only then does
     * the service believe what it forwards about the caller (`clientAddressOf`).
     */
    credentialCaller?: ServiceCaller;
  }
  interface FastifyContextConfig {
    /** The services that may call an internal route (`/internal/*`); every internal route must name them. */
    serviceCallers?: readonly ServiceName[];
  }
}

/** Routes under this prefix serve the installation's own services only (the gateway does not serve them). */
export const internalRoutePrefix = '/internal/';

const isInternal = (url: string | undefined): url is string =>
  url !== undefined && url.startsWith(internalRoutePrefix);

const refusals = {
  missing: { status: 401, code: 'SERVICE_CREDENTIAL_MISSING', messageKey: 'serviceTrust.credentialMissing' },
  invalid: { status: 401, code: 'SERVICE_CREDENTIAL_INVALID', messageKey: 'serviceTrust.credentialInvalid' },
  notAllowed: { status: 403, code: 'SERVICE_NOT_ALLOWED', messageKey: 'serviceTrust.callerNotAllowed' },
} as const satisfies Record<string, BusinessFailure>;

/**
 * Trust between services by credential, never by address. Publishes this service's key set at
 * `/.well-known/service-jwks.json`, and guards every route under `/internal/` with one onRequest hook, before
 * its input is even read: no `X-Service-Credential`, or one that is forged, expired or meant for another
 * service, is refused 401; a good credential of a service the route does not name in `config.serviceCallers`,
 * 403. Each refusal is logged with its reason (never the credential). An internal route that names no callers
 * fails the service's start, so a new one cannot forget it.
 */
export const internalRoutesGuard = fastifyPlugin(
  async (app: FastifyInstance, options: { trust: ServiceTrust }) => {
    const { trust } = options;

    app.addHook('onRoute', (route) => {
      if (!isInternal(route.url)) return;
      if (!route.config?.serviceCallers?.length)
        throw new Error(
          `${String(route.method)} ${route.url} is internal but names no config.serviceCallers`,
        );
      route.schema = {
        ...route.schema,
        headers: route.schema?.headers ?? z.object({ [serviceCredentialHeader]: z.string().optional() }),
        response: {
          401: errorBodySchema.describe('No service credential, or a forged, expired or misaddressed one'),
          403: errorBodySchema.describe('A service this route does not serve'),
          ...(route.schema?.response as object | undefined),
        },
      };
    });

    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (!isInternal(route)) {
        // A public route serves everyone; a good credential only makes the forwarded visitor's address believed.
        const header = request.headers[serviceCredentialHeader];
        if (typeof header !== 'string' || header === '') return;
        try {
          request.credentialCaller = await trust.verify(header);
        } catch (error) {
          request.log.warn(
            { route, reason: error instanceof ServiceCredentialError ? error.reason : 'unverifiable' },
            'service credential refused: the caller is served as a plain client, its X-Forwarded-For ignored',
          );
        }
        return;
      }
      const refuse = (refusal: keyof typeof refusals, reason: string, caller?: ServiceCaller) => {
        request.log.warn({ route, reason, caller }, 'internal call refused');
        return sendBusinessError(request, reply, refusals[refusal]);
      };
      const header = request.headers[serviceCredentialHeader];
      if (typeof header !== 'string' || header === '') return refuse('missing', 'no service credential');
      let caller: ServiceCaller;
      try {
        caller = await trust.verify(header);
      } catch (error) {
        return refuse('invalid', error instanceof ServiceCredentialError ? error.reason : 'unverifiable');
      }
      if (!isServiceName(caller) || !request.routeOptions.config.serviceCallers?.includes(caller))
        return refuse('notAllowed', 'caller not allowed on this route', caller);
      request.credentialCaller = caller;
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      serviceKeySetPath,
      {
        schema: {
          tags: ['Keys'],
          summary: 'The public keys this service signs its calls to other services with',
          response: {
            200: z
              .object({ keys: z.array(z.record(z.string(), z.unknown())) })
              .describe('A JSON Web Key Set'),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return trust.publicKeySet();
      },
    );
  },
  { name: 'internal-routes-guard' },
);
