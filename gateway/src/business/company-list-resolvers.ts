import type { Resolvers } from '../__generated__/resolver-types.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { databaseIdOf, toGlobalId } from '../shared/relay/global-id.ts';
import { findByKey, type NodeFetchers } from '../shared/relay/node-fetchers.ts';
import type { UpstreamResult } from '../shared/upstream/upstream-client.ts';
import { userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import type { CompanyListModel } from './business-models.ts';
import { advancedSearchQuery } from './company-search-page.ts';

const listKey = (globalId: string) => databaseIdOf(globalId, 'CompanyList');

function invalid(context: GatewayContext, field: string) {
  return {
    companyList: null,
    userErrors: [
      { field: [field], code: 'invalid', message: gatewayMessage('validation.invalid', context.locale) },
    ],
  };
}

function payload(result: UpstreamResult<CompanyListModel>) {
  return result.ok
    ? { companyList: result.body, userErrors: [] }
    : { companyList: null, userErrors: userErrorsFromUpstream(result.error) };
}

/** The viewer's lists as the service keeps them (it caps them at 50 of at most 500 companies); visitors: `@signedIn`. */
async function viewerLists(context: GatewayContext): Promise<readonly CompanyListModel[]> {
  return context.upstream.business.get('/v1/Lists/GetLists');
}

export const companyListNodeFetchers: NodeFetchers = {
  CompanyList: async (key, context) => findByKey(viewerLists(context), key),
};

/** Named lists of companies: each change is one upstream call; the list's companies come through the batched summary loader. */
export const companyListResolvers: Resolvers = {
  Query: {
    // The service answers every list whole (bounded by its caps), so the gateway pages over that answer.
    companyLists: async (_, args, context) => connectionFromArray(await viewerLists(context), args),
  },
  Mutation: {
    companyListCreate: async (_, { input }, context) =>
      payload(await context.upstream.business.post('/v1/Lists/CreateList', { body: { name: input.name } })),
    companyListRename: async (_, { input }, context) => {
      const listId = listKey(input.listId);
      if (listId === null) return invalid(context, 'listId');
      return payload(
        await context.upstream.business.post('/v1/Lists/RenameList', { body: { listId, name: input.name } }),
      );
    },
    companyListAddCompany: async (_, { input }, context) => {
      const [listId, companyId] = [listKey(input.listId), databaseIdOf(input.companyId, 'Company')];
      if (listId === null) return { ...invalid(context, 'listId'), company: null };
      if (companyId === null) return { ...invalid(context, 'companyId'), company: null };
      const result = await context.upstream.business.post('/v1/Lists/AddCompany', {
        body: { listId, companyId },
      });
      // The added company rides along so a client can append it to the list's page it holds.
      const company = result.ok ? await context.loaders.companySummaryById.load(companyId) : null;
      return { ...payload(result), company };
    },
    companyListRemoveCompany: async (_, { input }, context) => {
      const [listId, companyId] = [listKey(input.listId), databaseIdOf(input.companyId, 'Company')];
      if (listId === null) return { ...invalid(context, 'listId'), removedCompanyId: null };
      if (companyId === null) return { ...invalid(context, 'companyId'), removedCompanyId: null };
      const result = await context.upstream.business.post('/v1/Lists/RemoveCompany', {
        body: { listId, companyId },
      });
      return { ...payload(result), removedCompanyId: result.ok ? toGlobalId('Company', companyId) : null };
    },
    companyListAddSearchResults: async (_, { input }, context) => {
      const listId = listKey(input.listId);
      if (listId === null) return { ...invalid(context, 'listId'), added: 0 };
      const result = await context.upstream.business.post('/v1/Lists/AddSearchResults', {
        body: { listId, search: advancedSearchQuery(input.filter, input.sort) },
      });
      return result.ok
        ? { companyList: result.body, added: result.body.added, userErrors: [] }
        : { companyList: null, added: 0, userErrors: userErrorsFromUpstream(result.error) };
    },
    companySearchExport: async (_, { input }, context) => {
      const result = await context.upstream.business.tryGet('/v3/Search/AdvancedExportCsv', {
        query: advancedSearchQuery(input.filter, input.sort),
      });
      return result.ok
        ? { ...result.body, userErrors: [] }
        : { fileName: null, csv: null, userErrors: userErrorsFromUpstream(result.error) };
    },
    companyListExport: async (_, { input }, context) => {
      const listId = listKey(input.listId);
      if (listId === null)
        return { fileName: null, csv: null, userErrors: invalid(context, 'listId').userErrors };
      const result = await context.upstream.business.tryGet('/v1/Lists/ExportCsv', { query: { listId } });
      return result.ok
        ? { ...result.body, userErrors: [] }
        : { fileName: null, csv: null, userErrors: userErrorsFromUpstream(result.error) };
    },
  },
  CompanyList: {
    id: (list) => toGlobalId('CompanyList', list.id),
    companyCount: (list) => list.companyIds.length,
    // Only this page's companies are fetched, in one batched summary call.
    companies: async (list, args, context) => {
      const page = connectionFromArray(list.companyIds, args);
      const companies = await context.loaders.companySummaryById.loadMany(page.edges.map(({ node }) => node));
      const edges = page.edges.flatMap(({ cursor }, index) => {
        const company = companies[index];
        return company && !(company instanceof Error) ? [{ cursor, node: company }] : [];
      });
      return { ...page, edges };
    },
  },
};
