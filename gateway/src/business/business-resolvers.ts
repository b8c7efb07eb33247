import { hsChapterTitlesFa } from '@rasad/contracts/hs-chapter-titles-fa.ts';
import type { Resolvers, SearchEntityType } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { databaseIdFromKey } from '@rasad/contracts/plain-global-id.ts';
import { databaseIdOf, toGlobalId } from '../shared/relay/global-id.ts';
import type { NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { companySearchPage } from './company-search-page.ts';
import { searchPage } from './search-page.ts';

async function companyDetails(companyId: number, context: GatewayContext) {
  const details = await context.loaders.companyDetailsById.load(companyId);
  if (!details) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
  return details;
}

const searchTypeQuery: Record<SearchEntityType, 'all' | 'company' | 'person' | 'product'> = {
  ALL: 'all',
  COMPANY: 'company',
  PERSON: 'person',
  PRODUCT: 'product',
};

export const businessResolvers: Resolvers = {
  Query: {
    search: async (_, args, context) =>
      searchPage(context, {
        text: args.text,
        type: searchTypeQuery[args.type ?? 'ALL'],
        first: args.first,
        after: args.after,
      }),
    companySearch: async (_, args, context) => companySearchPage(context, args),
    company: async (_, { id }, context) => {
      const key = databaseIdOf(id, 'Company');
      return key === null ? null : context.loaders.companySummaryById.load(key);
    },
    person: async (_, { id }, context) => {
      const key = databaseIdOf(id, 'Person');
      return key === null ? null : context.loaders.personSummaryById.load(key);
    },
  },
  SearchHit: {
    type: (hit) => hit.type,
    company: (hit, _, context) =>
      hit.companyId === null ? null : context.loaders.companySummaryById.load(hit.companyId),
    person: (hit, _, context) =>
      hit.type === 'PERSON' ? context.loaders.personSummaryById.load(hit.id) : null,
  },
  Company: {
    id: (company) => toGlobalId('Company', company.id),
    capital: (company) => company.capitalRials,
    industryCode: (company) => company.isicCode,
    about: async (company, _, context) => (await companyDetails(company.id, context)).about,
    contact: async (company, _, context) => companyDetails(company.id, context),
    people: async (company, _, context) => (await companyDetails(company.id, context)).people,
    parentCompanies: async (company, _, context) => (await companyDetails(company.id, context)).parents,
    childCompanies: async (company, _, context) => (await companyDetails(company.id, context)).children,
    products: async (company, _, context) => (await companyDetails(company.id, context)).products,
    tradeRecords: async (company, _, context) => (await companyDetails(company.id, context)).trade,
    tradeRecordCount: async (company, _, context) =>
      (await companyDetails(company.id, context)).tradeTotalCount,
    tradeByYear: async (company, _, context) => (await companyDetails(company.id, context)).tradeByYear,
    gazetteEvents: async (company, _, context) => (await companyDetails(company.id, context)).gazette,
    capitalHistory: async (company, _, context) => (await companyDetails(company.id, context)).capitalHistory,
    gazetteEventCount: async (company, _, context) =>
      (await companyDetails(company.id, context)).gazetteTotalCount,
    gated: async (company, _, context) => (await companyDetails(company.id, context)).gated,
  },
  CompanyRole: { person: (role) => role.person, isFormer: (role) => role.endedOn !== null },
  CompanyLink: { company: (link) => link.company },
  PersonRole: {
    isFormer: (role) => role.endedOn !== null,
    company: async (role, _, context) => {
      const company = await context.loaders.companySummaryById.load(role.companyId);
      if (!company) throw GatewayError.worded('NOT_FOUND', 'error.companyNotFound');
      return company;
    },
  },
  Product: {
    id: (product) => toGlobalId('Product', product.id),
    // English chapter titles are not at hand here; an English reader has the heading's own title.
    hsChapterTitle: (product, _, context) =>
      context.locale === 'fa-IR' ? (hsChapterTitlesFa[product.hsCode.slice(0, 2)] ?? null) : null,
  },
  GazetteEvent: { id: (event) => toGlobalId('GazetteEvent', event.id) },
  CapitalChange: { capital: (change) => change.capitalRials },
  Person: {
    id: (person) => toGlobalId('Person', person.id),
    roles: (person, _, context) => context.loaders.personRolesById.load(person.id),
  },
};

export const businessNodeFetchers: NodeFetchers = {
  Company: async (key, context) => {
    const id = databaseIdFromKey(key);
    return id === null ? null : context.loaders.companySummaryById.load(id);
  },
  Person: async (key, context) => {
    const id = databaseIdFromKey(key);
    return id === null ? null : context.loaders.personSummaryById.load(id);
  },
};
