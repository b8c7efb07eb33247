import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyCreateRules } from '@rasad/contracts/rules/api-key-rules.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { packageTypes } from '../../shared/auth/package-types.ts';
import { signedInScope, viewerOf } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { AccountsPluginOptions } from '../accounts-runtime.ts';
import { signAccessToken } from '../signing/access-tokens.ts';
import { effectivePackage } from '../subscriptions/effective-package.ts';
import type { ApiKeyRepository } from './api-key-repository.ts';

const apiKeySchema = z
  .object({
    id: z.uuid().describe('Key id'),
    name: z.string().describe('What the owner named it'),
    prefix: z
      .string()
      .describe('The first characters of the key, to recognise it (the rest is never shown again)'),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().describe('After this the key stops working'),
    lastUsedAt: z.iso.datetime().nullable().describe('When the key last signed a request; null: never'),
  })
  .describe('A personal API key, without its secret');

/**
 * Personal API keys for ad-hoc GraphQL queries: the owner creates (the secret is answered once),
 * lists and revokes them, only on a package whose entitlements include API access; the gateway
 * exchanges a key for a short-lived access token of that user, whose session is the key itself.
 * Registered under `/v1/ApiKeys`.
 */
export async function apiKeysPlugin(
  instance: FastifyInstance,
  { runtime, keys }: AccountsPluginOptions & { keys: ApiKeyRepository },
) {
  async function mayHoldKeys(userId: string) {
    return entitlementsOf(await effectivePackage(runtime.db, userId, runtime.now())).apiAccess;
  }

  // The owner lists, creates and revokes their own keys; the exchange below takes the key itself as credential.
  await signedInScope(instance, (app) => {
    app.get(
      '',
      {
        schema: {
          tags: ['ApiKeys'],
          summary: 'The signed-in user’s live API keys, oldest first',
          response: { 200: z.object({ items: z.array(apiKeySchema) }), 401: errorBodySchema },
        },
      },
      async (request) => ({ items: await keys.liveKeys(viewerOf(request).userId, runtime.now()) }),
    );

    app.post(
      '',
      {
        schema: {
          tags: ['ApiKeys'],
          summary: 'Create an API key; its secret is in this answer only',
          body: apiKeyCreateRules.describe('createApiKeyCommand'),
          response: {
            200: z.object({
              key: apiKeySchema,
              secret: z.string().describe('The whole key: shown once, stored only as a hash'),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (!(await mayHoldKeys(viewer.userId)))
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'API_ACCESS_REQUIRED',
            messageKey: 'apiKey.accessRequired',
          });
        const outcome = await keys.create(viewer.userId, request.body.name, runtime.now());
        if ('refused' in outcome)
          return sendBusinessError(request, reply, {
            status: 400,
            code: outcome.refused === 'NAME_TAKEN' ? 'API_KEY_NAME_TAKEN' : 'API_KEY_LIMIT_REACHED',
            messageKey: outcome.refused === 'NAME_TAKEN' ? 'apiKey.nameTaken' : 'apiKey.limitReached',
            field: 'name',
          });
        return { key: outcome.created, secret: outcome.secret };
      },
    );

    app.post(
      '/:id/Revoke',
      {
        schema: {
          tags: ['ApiKeys'],
          summary: 'Revoke one of the user’s keys; it stops working at once',
          params: z.object({ id: z.uuid().describe('Key id') }),
          response: {
            200: z.object({ revokedId: z.uuid() }).describe('The key is revoked'),
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (!(await keys.revoke(viewer.userId, request.params.id, runtime.now())))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'API_KEY_NOT_FOUND',
            messageKey: 'apiKey.notFound',
          });
        return { revokedId: request.params.id };
      },
    );
  });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/Exchange',
    {
      schema: {
        tags: ['ApiKeys'],
        summary: 'Trade a live API key for a short-lived access token of its owner (the gateway calls this)',
        body: z.object({ apiKey: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            keyId: z.uuid().describe('The key, which is also the session id of the access token'),
            uuid: z.uuid().describe('The key’s owner'),
            packageType: z.enum(packageTypes),
            accessToken: z.string(),
            accessTokenExpiresAt: z.iso.datetime(),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const now = runtime.now();
      const key = await keys.use(request.body.apiKey, now);
      if (!key)
        return sendBusinessError(request, reply, {
          status: 401,
          code: 'API_KEY_INVALID',
          messageKey: 'apiKey.invalid',
        });
      const packageType = await effectivePackage(runtime.db, key.userId, now);
      // A key outlives a package that lapsed: it works again only if the owner gets API access back.
      if (!entitlementsOf(packageType).apiAccess)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'API_ACCESS_REQUIRED',
          messageKey: 'apiKey.accessRequired',
        });
      const { accessToken, expiresAt } = await signAccessToken(
        await runtime.signingKey(),
        { userId: key.userId, sessionId: key.keyId, packageType },
        now,
      );
      return {
        keyId: key.keyId,
        uuid: key.userId,
        packageType,
        accessToken,
        accessTokenExpiresAt: expiresAt.toISOString(),
      };
    },
  );
}
