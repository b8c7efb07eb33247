import type { Resolvers } from '../__generated__/resolver-types.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import type { UpstreamResult } from '../shared/upstream/upstream-client.ts';
import { userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import type { CompanyListModel, CompanySummaryModel } from './business-models.ts';
import { numericKey } from './business-resolvers.ts';
import { advancedSearchQuery } from './company-search-page.ts';

function listKey(globalId: string) {
  const parsed = fromGlobalId(globalId);
  return parsed?.typeName === 'CompanyList' && /^\d{1,10}$/.test(parsed.key) ? Number(parsed.key) : null;
}

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

/** Named lists of companies: each change is one upstream call; the list's companies come through the batched summary loader. */
export const companyListResolvers: Resolvers = {
  Query: {
    companyLists: async (_, __, context) =>
      context.session.signedIn ? context.upstream.business.get('/v1/Lists/GetLists') : [],
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
      const [listId, companyId] = [listKey(input.listId), numericKey(input.companyId, 'Company')];
      if (listId === null) return invalid(context, 'listId');
      if (companyId === null) return invalid(context, 'companyId');
      return payload(
        await context.upstream.business.post('/v1/Lists/AddCompany', { body: { listId, companyId } }),
      );
    },
    companyListRemoveCompany: async (_, { input }, context) => {
      const [listId, companyId] = [listKey(input.listId), numericKey(input.companyId, 'Company')];
      if (listId === null) return invalid(context, 'listId');
      if (companyId === null) return invalid(context, 'companyId');
      return payload(
        await context.upstream.business.post('/v1/Lists/RemoveCompany', { body: { listId, companyId } }),
      );
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
    companies: async (list, _, context) => {
      const companies = await context.loaders.companySummaryById.loadMany(list.companyIds);
      return companies.filter(
        (company): company is CompanySummaryModel => company !== null && !(company instanceof Error),
      );
    },
  },
};
