import type { Resolvers } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { databaseIdOf, toGlobalId } from '../shared/relay/global-id.ts';
import type { UpstreamResult } from '../shared/upstream/upstream-client.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { savedSearchNameRules } from '@rasad/contracts/rules/saved-search-rules.ts';
import { advancedSearchQuery } from './company-search-page.ts';
import type { SavedSearchModel } from './tracking-models.ts';
import { offsetAfterCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';

const defaultPageSize = 10;
const maximumPageSize = 50;

function pageOf(kind: string, first: number | null | undefined, after: string | null | undefined) {
  const limit = Math.min(Math.max(first ?? defaultPageSize, 1), maximumPageSize);
  return { limit, offset: offsetAfterCursor(kind, after) };
}

function connection<Node>(kind: string, nodes: Node[], offset: number, total: number) {
  return { ...connectionFromPage(kind, nodes, offset, total), totalCount: total };
}

function invalid(context: GatewayContext, field: string) {
  return [{ field: [field], code: 'invalid', message: gatewayMessage('validation.invalid', context.locale) }];
}

function savedSearchPayload(result: UpstreamResult<SavedSearchModel>) {
  return result.ok
    ? { savedSearch: result.body, userErrors: [] }
    : { savedSearch: null, userErrors: userErrorsFromUpstream(result.error) };
}

const timelineKinds = { NOTICE: 'GAZETTE_NOTICE', CHANGE: 'CHANGE', CUSTOMS: 'CUSTOMS' } as const;

/** Company timelines, the tracking feed, identifiers followed before any company has them, and saved searches. */
export const trackingResolvers: Resolvers = {
  Company: {
    timeline: async (company, { first, after }, context) => {
      const { limit, offset } = pageOf('timeline', first, after);
      const page = await context.upstream.business.get('/v1/Companies/GetTimeline', {
        query: { companyId: company.id, limit, offset },
      });
      return connection('timeline', page.entries, offset, page.total);
    },
  },
  CompanyTimelineEntry: {
    kind: (entry) => timelineKinds[entry.kind],
  },
  CompanyChange: {
    id: (change) => toGlobalId('CompanyChange', change.id),
  },
  CustomsYearActivity: { recordCount: (activity) => activity.records },
  TrackingFeedEntry: {
    id: (entry) => toGlobalId('TrackingFeedEntry', entry.key),
    company: async (entry, _, context) => {
      const company = await context.loaders.companySummaryById.load(entry.companyId);
      if (!company) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
      return company;
    },
    savedSearchName: (entry) => entry.savedSearch?.name ?? null,
  },
  FollowedIdentifier: {
    id: (identifier) => toGlobalId('FollowedIdentifier', identifier.id),
    createdAt: (identifier) => identifier.createdAt ?? new Date(0).toISOString(),
  },
  SavedSearch: {
    id: (search) => toGlobalId('SavedSearch', search.id),
  },
  Viewer: {
    savedSearches: async (_, __, context) => context.upstream.business.get('/v1/SavedSearches'),
    followedIdentifiers: async (_, __, context) =>
      context.upstream.business.get('/v1/Tracking/GetIdentifierFollows'),
    trackingFeed: async (_, { first, after }, context) => {
      const { limit, offset } = pageOf('feed', first, after);
      const page = await context.upstream.business.get('/v1/Tracking/GetFeed', { query: { limit, offset } });
      return connection('feed', page.entries, offset, page.total);
    },
  },
  Mutation: {
    savedSearchCreate: async (_, { input }, context) => {
      const named = savedSearchNameRules.safeParse({ name: input.name });
      if (!named.success)
        return { savedSearch: null, userErrors: userErrorsFromIssues(named.error.issues, context.locale) };
      let filters;
      try {
        const { sort: _sort, ...query } = advancedSearchQuery(input.filter, null);
        filters = query;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return {
          savedSearch: null,
          userErrors: [{ field: ['filter'], code: 'invalid', message: error.messageIn(context.locale) }],
        };
      }
      return savedSearchPayload(
        await context.upstream.business.post('/v1/SavedSearches/Create', {
          body: { name: named.data.name, filters, screenQuery: input.screenQuery ?? '' },
        }),
      );
    },
    savedSearchRename: async (_, { input }, context) => {
      const id = databaseIdOf(input.savedSearchId, 'SavedSearch');
      if (id === null) return { savedSearch: null, userErrors: invalid(context, 'savedSearchId') };
      const named = savedSearchNameRules.safeParse({ name: input.name });
      if (!named.success)
        return { savedSearch: null, userErrors: userErrorsFromIssues(named.error.issues, context.locale) };
      return savedSearchPayload(
        await context.upstream.business.post('/v1/SavedSearches/Rename', {
          body: { id, name: named.data.name },
        }),
      );
    },
    savedSearchDelete: async (_, { input }, context) => {
      const id = databaseIdOf(input.savedSearchId, 'SavedSearch');
      if (id === null) return { deletedSavedSearchId: null, userErrors: invalid(context, 'savedSearchId') };
      const result = await context.upstream.business.post('/v1/SavedSearches/Delete', { body: { id } });
      return result.ok
        ? { deletedSavedSearchId: input.savedSearchId, userErrors: [] }
        : { deletedSavedSearchId: null, userErrors: userErrorsFromUpstream(result.error) };
    },
    identifierFollow: async (_, { input }, context) => {
      const result = await context.upstream.business.post('/v1/Tracking/FollowIdentifier', {
        body: { kind: input.kind, value: input.value },
      });
      if (!result.ok)
        return {
          followedIdentifier: null,
          matchedCompanyCount: 0,
          userErrors: userErrorsFromUpstream(result.error),
        };
      for (const companyId of result.body.matchedCompanyIds) context.loaders.followStateById.clear(companyId);
      return {
        followedIdentifier: result.body,
        matchedCompanyCount: result.body.matchedCompanyIds.length,
        userErrors: [],
      };
    },
    identifierUnfollow: async (_, { input }, context) => {
      const id = databaseIdOf(input.followedIdentifierId, 'FollowedIdentifier');
      if (id === null)
        return { deletedFollowedIdentifierId: null, userErrors: invalid(context, 'followedIdentifierId') };
      const result = await context.upstream.business.post('/v1/Tracking/UnfollowIdentifier', {
        body: { id },
      });
      return result.ok
        ? { deletedFollowedIdentifierId: input.followedIdentifierId, userErrors: [] }
        : { deletedFollowedIdentifierId: null, userErrors: userErrorsFromUpstream(result.error) };
    },
  },
};
