import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { requestLocale } from '../http/request-locale.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import type { ServiceContext } from '../service-definition.ts';
import { defaultAccountsServiceUrl, verifierFromAccountsService } from '@rasad/auth/access-token-verifier.ts';
import type { AccessTokenVerifier, Viewer } from '@rasad/auth/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor (no Authorization header). */
    viewer: Viewer | null;
  }
}

/**
 * Sets `request.viewer` from `Authorization: Bearer <access token>`. A token that does not verify is
 * refused with 401 UNAUTHENTICATED before any route runs, so the gateway knows to refresh it.
 */
export const viewerPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { context: ServiceContext }) => {
    let remoteVerifier: AccessTokenVerifier | undefined;
    // Read per request: the accounts service installs its own verifier while its routes register.
    const verifier = (): AccessTokenVerifier =>
      options.context.verifyAccessToken ??
      (remoteVerifier ??= verifierFromAccountsService(
        process.env.ACCOUNTS_SERVICE_URL || defaultAccountsServiceUrl,
      ));

    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request, reply) => {
      request.viewer = null;
      const header = request.headers.authorization;
      if (header === undefined || header === '') return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      try {
        if (!match?.[1]) throw new Error('not a bearer token');
        request.viewer = await verifier()(match[1], options.context.now());
      } catch {
        const message = translate('auth.unauthenticated', requestLocale(request));
        return reply.status(401).send({ code: 'UNAUTHENTICATED', message, fieldErrors: [] });
      }
    });
  },
);
