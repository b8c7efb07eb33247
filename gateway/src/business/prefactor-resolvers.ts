import type { Resolvers } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { databaseIdOf } from '../shared/relay/global-id.ts';
import { prefactorRequestRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';

export const prefactorResolvers: Resolvers = {
  Mutation: {
    companyPrefactorRequest: async (_, { input }, context) => {
      const companyId = databaseIdOf(input.companyId, 'Company');
      if (companyId === null) {
        return {
          referenceNumber: null,
          prefactor: null,
          userErrors: [
            {
              field: ['companyId'],
              code: 'invalid',
              message: gatewayMessage('validation.invalid', context.locale),
            },
          ],
        };
      }
      const parsed = prefactorRequestRules.safeParse(input);
      if (!parsed.success)
        return {
          referenceNumber: null,
          prefactor: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const { description, ...fields } = parsed.data;
      const result = await context.upstream.business.post('/v1/Companies/RequestPrefactor', {
        body: { companyId, ...fields, ...(description ? { description } : {}) },
      });
      if (!result.ok)
        return { referenceNumber: null, prefactor: null, userErrors: userErrorsFromUpstream(result.error) };
      return { referenceNumber: result.body.referenceNumber, prefactor: result.body, userErrors: [] };
    },
  },
  Viewer: {
    sentPrefactorRequests: async (_, args, context) => {
      const companyId = args.companyId == null ? undefined : databaseIdOf(args.companyId, 'Company');
      if (companyId === null) throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
      return connectionFromArray(
        await context.upstream.business.get('/v1/Companies/MyPrefactors', {
          query: { ...(companyId === undefined ? {} : { companyId }), limit: 200 },
        }),
        args,
      );
    },
  },
};
