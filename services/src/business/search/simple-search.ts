import type { PackageType } from '@rasad/contracts/entitlements.ts';
import { maskNationalCode } from '../persons/person-summaries.ts';
import { identifierDigits, normalisePersian } from './persian-normalise.ts';
import type { SearchLimits, SearchMatcher, SearchRepository, TierRow } from './search-repository.ts';

export const searchTypes = ['company', 'person', 'product', 'all'] as const;
type SearchType = (typeof searchTypes)[number];
type EntityType = 'COMPANY' | 'PERSON' | 'PRODUCT';

/** One result of the simple search, as the route answers it. */
export interface SearchHit {
  type: EntityType;
  id: number;
  title: string;
  subtitle: string;
  identifier: string | null;
  companyId: number | null;
  exact: boolean;
}

interface RankedHit extends SearchHit {
  rank: number;
  score: number;
  /** Position in its own type's ordered results, which already break ties. */
  position: number;
}

function rankedHit(row: TierRow, position: number) {
  return { position, rank: Number(row.rank), score: Number(row.score), exact: Number(row.rank) === 0 };
}

const typeOrder: Record<EntityType, number> = { COMPANY: 0, PERSON: 1, PRODUCT: 2 };

/** Finds companies, persons and products by name, identifier or product, tolerant of spelling and script. */
export async function runSearch(
  search: SearchRepository,
  query: {
    text: string;
    type: SearchType;
    page: number;
    pageSize: number;
    locale: SearchMatcher['locale'];
    visibleLimit: number;
    /** Whether persons' national codes are shown whole (the caller's package has personal data). */
    personalData: boolean;
    /** The caller's package (null for a visitor): person hits count the roles it shows. */
    packageType: PackageType | null;
  },
) {
  const matcher: SearchMatcher = {
    text: normalisePersian(query.text),
    digits: identifierDigits(query.text),
    locale: query.locale,
    packageType: query.packageType,
  };
  const limit = Math.min(query.page * query.pageSize, query.visibleLimit);
  const limits: SearchLimits = { limit, visibleLimit: query.visibleLimit };
  const wants = (type: SearchType) => query.type === 'all' || query.type === type;
  const countOnly: SearchLimits = { limit: 0, visibleLimit: query.visibleLimit };
  // Every kind is counted, for the result tabs; only the wanted kinds bring their matches.
  const limitsFor = (type: SearchType) => (wants(type) ? limits : countOnly);
  const matches = await search.matches(matcher, {
    company: limitsFor('company'),
    person: limitsFor('person'),
    product: limitsFor('product'),
  });
  const companyResult = {
    ...matches.company,
    hits: matches.company.rows.map((row, position): RankedHit => ({
      ...rankedHit(row, position),
      type: 'COMPANY',
      id: row.id,
      title: row.title,
      subtitle: row.subtitle ?? '',
      identifier: row.identifier,
      companyId: row.id,
    })),
  };
  const personResult = {
    ...matches.person,
    hits: matches.person.rows.map((row, position): RankedHit => ({
      ...rankedHit(row, position),
      type: 'PERSON',
      id: row.id,
      title: row.title,
      subtitle:
        matcher.locale === 'en-US'
          ? `Roles in ${row.companies} companies`
          : `دارای سمت در ${new Intl.NumberFormat('fa-IR').format(row.companies)} شرکت`,
      identifier: query.personalData ? row.identifier : maskNationalCode(row.identifier),
      companyId: null,
    })),
  };
  const productResult = {
    ...matches.product,
    hits: matches.product.rows.map((row, position): RankedHit => ({
      ...rankedHit(row, position),
      type: 'PRODUCT',
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      identifier: row.identifier,
      companyId: row.company_id,
    })),
  };
  const wanted = [
    ...(wants('company') ? [companyResult] : []),
    ...(wants('person') ? [personResult] : []),
    ...(wants('product') ? [productResult] : []),
  ];
  const merged = [...companyResult.hits, ...personResult.hits, ...productResult.hits].sort(
    (first, second) =>
      first.rank - second.rank ||
      second.score - first.score ||
      typeOrder[first.type] - typeOrder[second.type] ||
      first.position - second.position,
  );
  const items: SearchHit[] = merged
    .slice(Math.min((query.page - 1) * query.pageSize, limit), limit)
    .map(({ rank: _rank, score: _score, position: _position, ...hit }) => hit);
  return {
    totalCount: wanted.reduce((sum, result) => sum + result.total, 0),
    totalCountIsLowerBound: wanted.some((result) => result.capped),
    countsByType: {
      company: companyResult.total,
      person: personResult.total,
      product: productResult.total,
    },
    page: query.page,
    pageSize: query.pageSize,
    visibleLimit: query.visibleLimit,
    items,
  };
}
