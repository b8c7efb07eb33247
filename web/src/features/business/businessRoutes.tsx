import type { RouteObject } from 'react-router-dom';
import advancedSearchPageQuery from '../../__generated__/AdvancedSearchPageQuery$parameters';
import type { AdvancedSearchPageQuery } from '../../__generated__/AdvancedSearchPageQuery.graphql';
import companyListsPageQuery from '../../__generated__/CompanyListsPageQuery$parameters';
import type { CompanyListsPageQuery } from '../../__generated__/CompanyListsPageQuery.graphql';
import followFeedPageQuery from '../../__generated__/FollowFeedPageQuery$parameters';
import type { FollowFeedPageQuery } from '../../__generated__/FollowFeedPageQuery.graphql';
import companyPageQuery from '../../__generated__/CompanyPageQuery$parameters';
import type { CompanyPageQuery } from '../../__generated__/CompanyPageQuery.graphql';
import industryPageQuery from '../../__generated__/IndustryPageQuery$parameters';
import type { IndustryPageQuery } from '../../__generated__/IndustryPageQuery.graphql';
import industrySectionsPageQuery from '../../__generated__/IndustrySectionsPageQuery$parameters';
import type { IndustrySectionsPageQuery } from '../../__generated__/IndustrySectionsPageQuery.graphql';
import savedSearchesPageQuery from '../../__generated__/SavedSearchesPageQuery$parameters';
import type { SavedSearchesPageQuery } from '../../__generated__/SavedSearchesPageQuery.graphql';
import personPageQuery from '../../__generated__/PersonPageQuery$parameters';
import type { PersonPageQuery } from '../../__generated__/PersonPageQuery.graphql';
import graphStartPageQuery from '../../__generated__/GraphStartPageQuery$parameters';
import type { GraphStartPageQuery } from '../../__generated__/GraphStartPageQuery.graphql';
import relationshipGraphPageQuery from '../../__generated__/RelationshipGraphPageQuery$parameters';
import type { RelationshipGraphPageQuery } from '../../__generated__/RelationshipGraphPageQuery.graphql';
import savedGraphPageQuery from '../../__generated__/SavedGraphPageQuery$parameters';
import type { SavedGraphPageQuery } from '../../__generated__/SavedGraphPageQuery.graphql';
import searchPageQuery from '../../__generated__/SearchPageQuery$parameters';
import type { SearchEntityType, SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { searchPageSize, searchTypes } from './search/searchTypes.ts';

function searchVariables(url: URL): SearchPageQuery['variables'] {
  const text = (url.searchParams.get('q') ?? '').trim();
  const type = (url.searchParams.get('type') ?? 'ALL').toUpperCase();
  return {
    text,
    hasText: text !== '',
    type: (searchTypes as readonly string[]).includes(type) ? (type as SearchEntityType) : 'ALL',
    first: searchPageSize,
  };
}

/** Search, company and person pages; the route helper comes from the router so this file needs nothing else from it. */
export function businessRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<SearchPageQuery>(
      { path: 'search' },
      locale,
      searchPageQuery,
      ({ request }) => searchVariables(new URL(request.url)),
      () => import('./search/SearchPage.tsx').then((module) => module.SearchPage),
      { serverRendered: {} },
    ),
    queryRoute<AdvancedSearchPageQuery>(
      { path: 'search/advanced' },
      locale,
      advancedSearchPageQuery,
      // Loaded with the route: its rules (zod) stay out of the first load of every other page.
      async ({ request }) =>
        (await import('./advanced/advancedSearchParams.ts')).variablesFromParams(
          new URL(request.url).searchParams,
        ),
      () => import('./advanced/AdvancedSearchPage.tsx').then((module) => module.AdvancedSearchPage),
    ),
    queryRoute<GraphStartPageQuery>(
      { path: 'graph' },
      locale,
      graphStartPageQuery,
      ({ request }) => {
        const text = (new URL(request.url).searchParams.get('q') ?? '').trim();
        return { text, hasText: text !== '' };
      },
      () => import('./graph/GraphStartPage.tsx').then((module) => module.GraphStartPage),
    ),
    queryRoute<SavedGraphPageQuery>(
      { path: 'graph/saved/:savedGraphId' },
      locale,
      savedGraphPageQuery,
      ({ params }) => ({ id: params.savedGraphId ?? '' }),
      () => import('./graph/SavedGraphPage.tsx').then((module) => module.SavedGraphPage),
    ),
    queryRoute<RelationshipGraphPageQuery>(
      { path: 'graph/:entityId' },
      locale,
      relationshipGraphPageQuery,
      ({ params, request }) => ({
        entity: params.entityId ?? '',
        depth: Number(new URL(request.url).searchParams.get('depth') ?? 2) || 2,
      }),
      () => import('./graph/RelationshipGraphPage.tsx').then((module) => module.RelationshipGraphPage),
    ),
    queryRoute<IndustrySectionsPageQuery>({ path: 'industry' }, locale, industrySectionsPageQuery, {}, () =>
      import('./industry/IndustrySectionsPage.tsx').then((module) => module.IndustrySectionsPage),
    ),
    queryRoute<IndustryPageQuery>(
      { path: 'industry/:code' },
      locale,
      industryPageQuery,
      ({ params, request }) => {
        const compare = new URL(request.url).searchParams.get('compare') ?? '';
        return { code: params.code ?? '', compare, hasCompare: /^\d{2,4}$/.test(compare) };
      },
      () => import('./industry/IndustryPage.tsx').then((module) => module.IndustryPage),
    ),
    queryRoute<CompanyListsPageQuery>({ path: 'lists' }, locale, companyListsPageQuery, {}, () =>
      import('./lists/CompanyListsPage.tsx').then((module) => module.CompanyListsPage),
    ),
    queryRoute<SavedSearchesPageQuery>({ path: 'saved-searches' }, locale, savedSearchesPageQuery, {}, () =>
      import('./saved/SavedSearchesPage.tsx').then((module) => module.SavedSearchesPage),
    ),
    queryRoute<FollowFeedPageQuery>({ path: 'feed' }, locale, followFeedPageQuery, {}, () =>
      import('./follow/FollowFeedPage.tsx').then((module) => module.FollowFeedPage),
    ),
    queryRoute<CompanyPageQuery>(
      { path: 'company/:companyId' },
      locale,
      companyPageQuery,
      ({ params }) => ({ id: params.companyId ?? '' }),
      () => import('./company/CompanyPage.tsx').then((module) => module.CompanyPage),
      { serverRendered: { missing: (response) => response.company == null } },
    ),
    queryRoute<PersonPageQuery>(
      { path: 'person/:personId' },
      locale,
      personPageQuery,
      ({ params }) => ({ id: params.personId ?? '' }),
      () => import('./person/PersonPage.tsx').then((module) => module.PersonPage),
      { serverRendered: { missing: (response) => response.person == null } },
    ),
  ];
}
