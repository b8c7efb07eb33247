import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInScope, viewerOf } from '../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import type { AccountsPlugin } from './accounts-runtime.ts';
import { tokenPairSchema } from './accounts-schemas.ts';

/** A session's token pair renewed with its refresh token, registered under `/v2/Account`. */
export const tokenRefreshPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/RefreshToken',
    {
      schema: {
        tags: ['Account'],
        summary: 'Trade a refresh token for a new pair; a refresh token works once',
        body: z
          .object({ accessToken: z.string().min(1).max(4096), refreshToken: z.string().min(1).max(200) })
          .describe('The pair last issued to the session; the access token may have expired'),
        response: {
          200: tokenPairSchema.describe('The new pair'),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const refreshed = await runtime.sessions.refresh(
        request.body.accessToken,
        request.body.refreshToken,
        runtime.now(),
      );
      if (refreshed === 'invalid')
        return sendBusinessError(request, reply, {
          status: 401,
          code: 'REFRESH_INVALID',
          messageKey: 'auth.unauthenticated',
        });
      // Only a session another sign-in ended says so; an expired, replayed or signed-out one has just ended.
      if (refreshed === 'replaced')
        return sendBusinessError(request, reply, {
          status: 401,
          code: 'SESSION_REPLACED',
          messageKey: 'session.replaced',
        });
      if (refreshed === 'ended')
        return sendBusinessError(request, reply, {
          status: 401,
          code: 'SESSION_ENDED',
          messageKey: 'session.ended',
        });
      return refreshed;
    },
  );
};

/** Sign-out of the caller's session, registered under `/Account`. */
export const signOutPlugin: AccountsPlugin = async (instance, { runtime }) => {
  await signedInScope(instance, (app) => {
    app.post(
      '/Logout',
      {
        schema: {
          tags: ['Account'],
          summary: 'Sign out: ends the caller’s session',
          response: {
            200: z.object({ signedOut: z.boolean() }).describe('The session has ended'),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await runtime.sessions.endSession(viewer.userId, viewer.sessionId, 'SIGNED_OUT', runtime.now());
        return { signedOut: true };
      },
    );
  });
};
