import type { Resolvers } from '../__generated__/resolver-types.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { pageVisitEndRules, pageVisitStartRules } from '@rasad/contracts/rules/page-visit-rules.ts';

/** Page visits go to the analytics service: opened, then how long the page stayed open. */
export const pageVisitResolvers: Resolvers = {
  Mutation: {
    pageVisitStart: async (_, { input }, context) => {
      const parsed = pageVisitStartRules.safeParse(input);
      if (!parsed.success)
        return { visitId: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.analytics.post('/VisitLog', {
        body: {
          path: parsed.data.path,
          query: parsed.data.query ?? undefined,
          referrer: parsed.data.referrer ?? undefined,
          locale: context.locale,
          userAgent: context.client.userAgent ?? undefined,
        },
      });
      if (!result.ok) return { visitId: null, userErrors: userErrorsFromUpstream(result.error) };
      return { visitId: result.body.visitId, userErrors: [] };
    },
    pageVisitEnd: async (_, { input }, context) => {
      const parsed = pageVisitEndRules.safeParse(input);
      if (!parsed.success)
        return { recorded: false, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.analytics.post('/UpdateVisitLogDuration', { body: parsed.data });
      if (!result.ok) return { recorded: false, userErrors: userErrorsFromUpstream(result.error) };
      return { recorded: true, userErrors: [] };
    },
  },
};
