import type { CompanySearchFilter, CompanySearchSort } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { isGatewayMessageKey } from '../shared/gateway-messages.ts';
import { databaseIdOf, toGlobalId } from '../shared/relay/global-id.ts';
import { offsetAfterCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';
import { advancedSearchRules } from '@rasad/contracts/rules/advanced-search-rules.ts';
import { searchTextMaxLength } from '@rasad/contracts/rules/search-text-rules.ts';
import type { CompanySummaryModel } from './business-models.ts';
import { solarHijriToIsoDate } from '@rasad/contracts/solar-hijri-date.ts';

const defaultPageSize = 20;
const maximumPageSize = 50;

function placeKey(globalId: string | null | undefined, typeName: 'Province' | 'City') {
  if (!globalId) return undefined;
  const id = databaseIdOf(globalId, typeName);
  if (id === null) throw GatewayError.worded('BAD_REQUEST', 'error.idInvalid');
  return id;
}

const blankToUndefined = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? undefined : value;

/**
 * The service's advanced-search query for a filter and sort (dates Solar Hijri → ISO, places from global IDs);
 * a Persian BAD_REQUEST when a rule refuses it. Paging is the caller's.
 */
export function advancedSearchQuery(
  filter: CompanySearchFilter | null | undefined,
  sort: CompanySearchSort | null | undefined,
) {
  const given = filter ?? {};
  const checked = advancedSearchRules.safeParse({
    registeredFrom: blankToUndefined(given.registeredFrom),
    registeredTo: blankToUndefined(given.registeredTo),
    industryCode: blankToUndefined(given.industryCode),
    hsCode: blankToUndefined(given.hsCode),
  });
  if ((given.text?.length ?? 0) > searchTextMaxLength)
    throw GatewayError.worded('BAD_REQUEST', 'error.searchTextTooLong');
  if (!checked.success) {
    const key = checked.error.issues[0]?.message ?? '';
    throw GatewayError.worded('BAD_REQUEST', isGatewayMessageKey(key) ? key : 'validation.invalid');
  }
  return {
    text: blankToUndefined(given.text),
    provinceId: placeKey(given.provinceId, 'Province'),
    cityId: placeKey(given.cityId, 'City'),
    isicCode: blankToUndefined(checked.data.industryCode),
    legalForm: given.legalForm ?? undefined,
    status: given.status ?? undefined,
    capitalMin: given.capitalMin ?? undefined,
    capitalMax: given.capitalMax ?? undefined,
    registeredFrom: checked.data.registeredFrom
      ? (solarHijriToIsoDate(checked.data.registeredFrom) ?? undefined)
      : undefined,
    registeredTo: checked.data.registeredTo
      ? (solarHijriToIsoDate(checked.data.registeredTo) ?? undefined)
      : undefined,
    trade: given.trade ?? undefined,
    hsCode: blankToUndefined(checked.data.hsCode),
    sort: sort ?? 'RELEVANCE',
  };
}

/** The advanced search as a Relay connection: filters translated to the service's, companies batched through the summary loader. */
export async function companySearchPage(
  context: GatewayContext,
  args: {
    filter?: CompanySearchFilter | null;
    sort?: CompanySearchSort | null;
    first?: number | null;
    after?: string | null;
  },
) {
  const search = advancedSearchQuery(args.filter, args.sort);
  const pageSize = Math.min(Math.max(args.first ?? defaultPageSize, 1), maximumPageSize);
  const start = offsetAfterCursor('company-search', args.after);
  const page = Math.floor(start / pageSize) + 1;
  const result = await context.upstream.business.tryGet('/v3/Search/Advanced', {
    query: {
      ...search,
      page,
      pageSize,
    },
  });
  if (!result.ok) throw new GatewayError('BAD_REQUEST', result.error.message);
  const skip = start - (page - 1) * pageSize;
  const companies = await context.loaders.companySummaryById.loadMany(result.body.companyIds.slice(skip));
  const found = companies.filter(
    (company): company is CompanySummaryModel => company !== null && !(company instanceof Error),
  );
  const { facets } = result.body;
  return {
    ...connectionFromPage('company-search', found, start, result.body.visibleCount),
    totalCount: result.body.totalCount,
    visibleCount: result.body.visibleCount,
    gated: result.body.gated,
    facets: {
      provinces: facets.province.map((facet) => ({ ...facet, value: toGlobalId('Province', facet.value) })),
      legalForms: facets.legalForm,
      statuses: facets.status,
      industries: facets.industry,
      cities: facets.city.map((facet) => ({ ...facet, value: toGlobalId('City', facet.value) })),
      tradeActivities: facets.trade,
      hsChapters: facets.hsChapter,
    },
  };
}
