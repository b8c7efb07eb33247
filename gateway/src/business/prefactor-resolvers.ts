import type { Resolvers } from '../__generated__/resolver-types.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { numericKey } from './business-resolvers.ts';
import { prefactorRequestRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';

export const prefactorResolvers: Resolvers = {
  Mutation: {
    companyPrefactorRequest: async (_, { input }, context) => {
      const companyId = numericKey(input.companyId, 'Company');
      if (companyId === null) {
        return {
          referenceNumber: null,
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
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const { description, ...fields } = parsed.data;
      const result = await context.upstream.business.post('/v1/Companies/RequestPrefactor', {
        body: { companyId, ...fields, ...(description ? { description } : {}) },
      });
      if (!result.ok) return { referenceNumber: null, userErrors: userErrorsFromUpstream(result.error) };
      return { referenceNumber: result.body.referenceNumber, userErrors: [] };
    },
  },
};
