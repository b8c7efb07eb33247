import type { Resolvers } from '../__generated__/resolver-types.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { databaseIdOf } from '../shared/relay/global-id.ts';
import { offsetAfterCursor, offsetCursor } from '../shared/relay/offset-cursor.ts';

/** The service answers at most 50 notices a call; a page keeps one of them to look ahead. */
const maximumFeedPage = 49;

async function changeFollow(
  context: GatewayContext,
  globalId: string,
  path: '/v1/Companies/FollowCompany' | '/v1/Companies/UnfollowCompany',
) {
  const companyId = databaseIdOf(globalId, 'Company');
  if (companyId === null) {
    return {
      company: null,
      userErrors: [
        {
          field: ['companyId'],
          code: 'invalid',
          message: gatewayMessage('validation.invalid', context.locale),
        },
      ],
    };
  }
  const result = await context.upstream.business.post(path, { body: { companyId } });
  if (!result.ok) return { company: null, userErrors: userErrorsFromUpstream(result.error) };
  context.loaders.followStateById.clear(companyId).prime(companyId, result.body);
  return { company: await context.loaders.companySummaryById.load(companyId), userErrors: [] };
}

/** Following companies, their feed of gazette notices, and the viewer's server-side recent visits. */
export const followResolvers: Resolvers = {
  Query: {
    followedCompanyEvents: async (_, { first, after }, context) => {
      const offset = offsetAfterCursor('follow-feed', after);
      const size = Math.min(Math.max(first ?? 20, 1), maximumFeedPage);
      const events = await context.upstream.business.get('/v1/Companies/GetFollowFeed', {
        // One notice beyond the page tells whether another page follows.
        query: { limit: size + 1, offset },
      });
      const edges = events.slice(0, size).map((event, index) => ({
        cursor: offsetCursor('follow-feed', offset + index),
        node: { event, companyId: event.companyId, isNew: event.isNew },
      }));
      return {
        edges,
        pageInfo: {
          hasNextPage: events.length > size,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    recentEntityVisits: async (_, __, context) =>
      context.upstream.business.get('/v1/Profile/EntityPageVisitsAsync'),
  },
  Mutation: {
    companyFollow: (_, { input }, context) =>
      changeFollow(context, input.companyId, '/v1/Companies/FollowCompany'),
    companyUnfollow: (_, { input }, context) =>
      changeFollow(context, input.companyId, '/v1/Companies/UnfollowCompany'),
    entityPageVisitRecord: async (_, { input }, context) => {
      const result = await context.upstream.business.post('/v1/Profile/EntityPageVisitsAsync', {
        body: {
          visitId: input.visitId,
          path: input.path,
          title: input.title,
          query: input.query ?? '',
          analyticsVisitId: input.analyticsVisitId ?? undefined,
        },
      });
      if (!result.ok) return { visit: null, userErrors: userErrorsFromUpstream(result.error) };
      return { visit: result.body, userErrors: [] };
    },
    followFeedMarkSeen: async (_, { input }, context) => {
      const lastEventId = input.lastEventId ? databaseIdOf(input.lastEventId, 'GazetteEvent') : null;
      if (input.lastEventId && lastEventId === null) {
        return {
          seenAt: null,
          userErrors: [
            {
              field: ['lastEventId'],
              code: 'invalid',
              message: gatewayMessage('validation.invalid', context.locale),
            },
          ],
        };
      }
      const result = await context.upstream.business.post('/v1/Companies/MarkFollowFeedSeen', {
        body: { lastEventId: lastEventId ?? undefined },
      });
      if (!result.ok) return { seenAt: null, userErrors: userErrorsFromUpstream(result.error) };
      return { seenAt: result.body.lastSeenAt, userErrors: [] };
    },
  },
  Company: {
    viewerFollows: async (company, _, context) =>
      (await context.loaders.followStateById.load(company.id)).following,
    followerCount: async (company, _, context) =>
      (await context.loaders.followStateById.load(company.id)).followerCount,
  },
  FollowedCompanyEvent: {
    company: async (entry, _, context) => {
      const company = await context.loaders.companySummaryById.load(entry.companyId);
      if (!company) throw new Error(`company ${entry.companyId} is missing`);
      return company;
    },
  },
};
