import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import type { ApiKey, Resolvers, UserError } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { protectionMessages } from '../shared/protection/protection-messages.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { apiKeyCreateRules } from '@rasad/contracts/rules/api-key-rules.ts';

type UpstreamApiKey = UpstreamBody<'accounts', '/v1/ApiKeys'>['items'][number];

function apiKeyNode(key: UpstreamApiKey): ApiKey {
  return { ...key, id: toGlobalId('ApiKey', key.id) };
}

/**
 * Keys are made and revoked by their owner signed in (`@signedIn` refuses visitors), never with a key: a leaked key
 * could otherwise make replacements that outlive its own revocation, each with a budget of its own.
 */
function keyManagementRefusal(context: GatewayContext): UserError[] | null {
  if (context.session.viaApiKey)
    return [
      {
        field: [],
        code: 'API_KEY_NOT_ALLOWED',
        message: protectionMessages.apiKeyCannotManageKeys(context.locale),
      },
    ];
  return null;
}

/** Personal API keys on the profile page: the list, create (the secret answered once) and revoke. */
export const apiKeyResolvers: Resolvers = {
  Viewer: {
    apiAccess: async (viewer) => entitlementsOf((await viewer.personalInfo()).packageType).apiAccess,
    apiKeys: async (_, args, context) => {
      const result = await context.upstream.accounts.tryGet('/v1/ApiKeys');
      if (!result.ok) throw GatewayError.fromUpstream('accounts', result.status, result.error);
      return connectionFromArray(result.body.items.map(apiKeyNode), args);
    },
  },
  Mutation: {
    apiKeyCreate: async (_, { input }, context) => {
      const refusal = keyManagementRefusal(context);
      if (refusal) return { apiKeyEdge: null, secret: null, userErrors: refusal };
      const parsed = apiKeyCreateRules.safeParse(input);
      if (!parsed.success)
        return {
          apiKeyEdge: null,
          secret: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.accounts.post('/v1/ApiKeys', { body: parsed.data });
      if (!result.ok)
        return { apiKeyEdge: null, secret: null, userErrors: userErrorsFromUpstream(result.error) };
      const [edge] = connectionFromArray([apiKeyNode(result.body.key)], {}).edges;
      return { apiKeyEdge: edge ?? null, secret: result.body.secret, userErrors: [] };
    },
    apiKeyRevoke: async (_, { input }, context) => {
      const refusal = keyManagementRefusal(context);
      if (refusal) return { revokedApiKeyId: null, userErrors: refusal };
      const parsed = fromGlobalId(input.apiKeyId);
      if (parsed?.typeName !== 'ApiKey' || !/^[0-9a-f-]{36}$/i.test(parsed.key))
        return {
          revokedApiKeyId: null,
          userErrors: [
            {
              field: ['apiKeyId'],
              code: 'API_KEY_NOT_FOUND',
              message: gatewayMessage('validation.invalid', context.locale),
            },
          ],
        };
      const result = await context.upstream.accounts.post('/v1/ApiKeys/{id}/Revoke', {
        params: { id: parsed.key },
      });
      if (!result.ok) return { revokedApiKeyId: null, userErrors: userErrorsFromUpstream(result.error) };
      await context.apiKeyRevoked?.(parsed.key);
      return { revokedApiKeyId: input.apiKeyId, userErrors: [] };
    },
  },
};
