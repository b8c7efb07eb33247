import type { Resolvers } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { consultantRequestRules } from '@rasad/contracts/rules/consultant-request-rules.ts';
import { contactMessageRules } from '@rasad/contracts/rules/contact-message-rules.ts';
import { newsletterSubscriptionRules } from '@rasad/contracts/rules/newsletter-subscription-rules.ts';

/**
 * Support: the contact form, consultant call-backs and the newsletter. Input is checked with the
 * same rules the web forms use before anything reaches the business-data service.
 */
export const supportResolvers: Resolvers = {
  Query: {
    supportStatus: async (_, __, context) => {
      try {
        return await context.upstream.business.get('/v1/Support/GetStatus', {
          query: { at: context.now().toISOString() },
        });
      } catch (error) {
        // Every page's shell asks for it: an unreachable business service must not take the page down with it.
        if (error instanceof GatewayError && error.code === 'UPSTREAM_UNAVAILABLE') return null;
        throw error;
      }
    },
  },
  Mutation: {
    contactMessageSend: async (_, { input }, context) => {
      const parsed = contactMessageRules.safeParse(input);
      if (!parsed.success)
        return {
          contactMessage: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.business.post('/v1/Support/SendContactMessage', {
        body: parsed.data,
      });
      if (!result.ok) return { contactMessage: null, userErrors: userErrorsFromUpstream(result.error) };
      return { contactMessage: result.body, userErrors: [] };
    },
    consultantRequestCreate: async (_, { input }, context) => {
      const parsed = consultantRequestRules.safeParse(input);
      if (!parsed.success) {
        return {
          consultantRequest: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      }
      const result = await context.upstream.business.post('/v1/Crm/RequestConsultant', { body: parsed.data });
      if (!result.ok) return { consultantRequest: null, userErrors: userErrorsFromUpstream(result.error) };
      return { consultantRequest: result.body, userErrors: [] };
    },
    newsletterSubscribe: async (_, { input }, context) => {
      const parsed = newsletterSubscriptionRules.safeParse(input);
      if (!parsed.success) {
        return {
          subscription: null,
          alreadySubscribed: false,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      }
      const result = await context.upstream.business.post('/v2/Profile/AddToNewsletter', {
        body: parsed.data,
      });
      if (!result.ok)
        return {
          subscription: null,
          alreadySubscribed: false,
          userErrors: userErrorsFromUpstream(result.error),
        };
      const { alreadySubscribed, ...subscription } = result.body;
      return { subscription, alreadySubscribed, userErrors: [] };
    },
  },
};
