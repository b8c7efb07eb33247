import type { ComponentType } from 'react';
import { loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import adsPricingPageQuery from '../../__generated__/AdsPricingPageQuery$parameters';
import type { AdsPricingPageQuery } from '../../__generated__/AdsPricingPageQuery.graphql';
import appShellQuery from '../../__generated__/AppShellQuery.graphql';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import contactPageQuery from '../../__generated__/ContactPageQuery$parameters';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import faqPageQuery from '../../__generated__/FaqPageQuery$parameters';
import type { FaqPageQuery } from '../../__generated__/FaqPageQuery.graphql';
import blogPostPageQuery from '../../__generated__/BlogPostPageQuery$parameters';
import type { BlogPostPageQuery } from '../../__generated__/BlogPostPageQuery.graphql';
import homePageQuery from '../../__generated__/HomePageQuery$parameters';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import jobsPageQuery from '../../__generated__/JobsPageQuery$parameters';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import pricingPageQuery from '../../__generated__/PricingPageQuery$parameters';
import type { PricingPageQuery } from '../../__generated__/PricingPageQuery.graphql';
import sitePageQuery from '../../__generated__/SitePageQuery$parameters';
import type { SitePageQuery, SitePageSlug } from '../../__generated__/SitePageQuery.graphql';
import suggestionsPageQuery from '../../__generated__/SuggestionsPageQuery$parameters';
import type { SuggestionsPageQuery } from '../../__generated__/SuggestionsPageQuery.graphql';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { englishPathPrefix } from '../../shared/locale/locales.ts';
import { AppErrorFallback } from '../errors/AppErrorFallback.tsx';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
import { loadCatalogue } from '../i18n/loadCatalogue.ts';
import { relayEnvironmentFor } from '../relay/environment.ts';
import { AppLoadingScreen } from '../shell/AppLoadingScreen.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import type { AppShellLoaderData } from '../shell/AppShell.tsx';
import { preloadRouteQuery } from './preloadRouteQuery.ts';
import { businessRoutes } from '../../features/business/businessRoutes.tsx';
import { coursesRoutes } from '../../features/courses/coursesRoutes.tsx';
import { accountRoutes } from '../../features/accounts/accountRoutes.tsx';
import { forumRoutes } from '../../features/forum/forumRoutes.tsx';
import { companiesRoutes } from '../../features/companies/companiesRoutes.tsx';
import { commerceRoutes } from '../../features/commerce/commerceRoutes.tsx';

export type QueryPage<Query extends OperationType> = ComponentType<{ queryRef: PreloadedQuery<Query> }>;
type Where = { index: true } | { path: string };

/**
 * What the server needs to draw a page before the app runs (server/renderServerPage.tsx): its query, the query's
 * variables for an address, and its component.
 */
export interface ServerRenderedPage {
  query: PreloadableConcreteRequest<OperationType>;
  variables: (args: LoaderFunctionArgs) => OperationType['variables'] | Promise<OperationType['variables']>;
  loadPage: () => Promise<QueryPage<OperationType>>;
  /** Whether the query's answer says there is nothing at this address (a company id that names none): a 404. */
  missing: (response: OperationType['response']) => boolean;
}

/**
 * A page with a query: the loader starts the query from its compiled artifact alone while the page's
 * code loads in parallel (its own chunk); the page reads the result with `usePreloadedQuery`. A page the server
 * draws (`serverRendered`) carries what it needs in the route's handle.
 */
export function queryRoute<Query extends OperationType>(
  where: Where,
  locale: AppLocale,
  query: PreloadableConcreteRequest<Query>,
  variables:
    Query['variables'] | ((args: LoaderFunctionArgs) => Query['variables'] | Promise<Query['variables']>),
  loadPage: () => Promise<QueryPage<Query>>,
  options: { serverRendered?: { missing?: (response: Query['response']) => boolean } } = {},
): RouteObject {
  const variablesOf = (args: LoaderFunctionArgs) =>
    typeof variables === 'function' ? variables(args) : variables;
  return {
    ...where,
    loader: async (args: LoaderFunctionArgs) => ({
      queryRef: await preloadRouteQuery<Query>(relayEnvironmentFor(locale), query, await variablesOf(args)),
    }),
    lazy: async () => {
      const Page = await loadPage();
      return {
        Component: function QueryRoute() {
          const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<Query> };
          return <Page queryRef={queryRef} />;
        },
      };
    },
    ...(options.serverRendered
      ? {
          handle: {
            serverRendered: {
              query: query as PreloadableConcreteRequest<OperationType>,
              variables: variablesOf,
              loadPage: loadPage as () => Promise<QueryPage<OperationType>>,
              missing: (response) =>
                options.serverRendered?.missing?.(response as Query['response']) ?? false,
            } satisfies ServerRenderedPage,
          },
        }
      : {}),
    errorElement: <RouteErrorBoundary />,
  };
}

const loadSitePage = () => import('../../features/site/SitePage.tsx').then((module) => module.SitePage);

function sitePageRoute(path: string, slug: SitePageSlug, locale: AppLocale): RouteObject {
  return queryRoute<SitePageQuery>({ path }, locale, sitePageQuery, { slug }, loadSitePage);
}

function pageRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<HomePageQuery>({ index: true }, locale, homePageQuery, {}, () =>
      import('../../features/home/HomePage.tsx').then((module) => module.HomePage),
    ),
    queryRoute<BlogPostPageQuery>(
      { path: 'blog/:slug' },
      locale,
      blogPostPageQuery,
      ({ params }) => ({ slug: params.slug ?? '' }),
      () => import('../../features/home/BlogPostPage.tsx').then((module) => module.BlogPostPage),
      { serverRendered: { missing: (response) => response.blogPost == null } },
    ),
    sitePageRoute('about', 'ABOUT', locale),
    sitePageRoute('what-is', 'WHAT_IS', locale),
    sitePageRoute('terms', 'TERMS', locale),
    sitePageRoute('privacy', 'PRIVACY', locale),
    sitePageRoute('disclaimer', 'DISCLAIMER', locale),
    sitePageRoute('data-sources', 'DATA_SOURCES', locale),
    sitePageRoute('advertising', 'ADVERTISING', locale),
    queryRoute<JobsPageQuery>({ path: 'jobs' }, locale, jobsPageQuery, {}, () =>
      import('../../features/site/JobsPage.tsx').then((module) => module.JobsPage),
    ),
    queryRoute<FaqPageQuery>({ path: 'faq' }, locale, faqPageQuery, {}, () =>
      import('../../features/site/FaqPage.tsx').then((module) => module.FaqPage),
    ),
    queryRoute<PricingPageQuery>(
      { path: 'pricing' },
      locale,
      pricingPageQuery,
      {},
      () => import('../../features/pricing/PricingPage.tsx').then((module) => module.PricingPage),
      { serverRendered: {} },
    ),
    queryRoute<AdsPricingPageQuery>({ path: 'ads-pricing' }, locale, adsPricingPageQuery, {}, () =>
      import('../../features/pricing/AdsPricingPage.tsx').then((module) => module.AdsPricingPage),
    ),
    queryRoute<ContactPageQuery>({ path: 'contact' }, locale, contactPageQuery, {}, () =>
      import('../../features/support/ContactPage.tsx').then((module) => module.ContactPage),
    ),
    queryRoute<SuggestionsPageQuery>({ path: 'suggestions' }, locale, suggestionsPageQuery, {}, () =>
      import('../../features/support/SuggestionsPage.tsx').then((module) => module.SuggestionsPage),
    ),
    ...businessRoutes(locale, queryRoute),
    ...coursesRoutes(locale, queryRoute),
    ...accountRoutes(locale, queryRoute),
    ...forumRoutes(locale, queryRoute),
    ...companiesRoutes(locale, queryRoute),
    ...commerceRoutes(locale, queryRoute),
    {
      path: '*',
      lazy: async () => ({ Component: (await import('../../shared/ui/NotFoundPage.tsx')).NotFoundPage }),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}

/** The shell of one language; its small query (campaign, support status) is made once, never revalidated. */
function localeRoute(path: string, locale: AppLocale): RouteObject {
  return {
    path,
    element: <AppShell locale={locale} />,
    loader: async (): Promise<AppShellLoaderData> => {
      const shellQueryRef = loadQuery<AppShellQuery>(relayEnvironmentFor(locale), appShellQuery, {});
      return { shellQueryRef, messages: await loadCatalogue(locale) };
    },
    shouldRevalidate: () => false,
    errorElement: <AppErrorFallback />,
    hydrateFallbackElement: <AppLoadingScreen />,
    children: pageRoutes(locale),
  };
}

/** English under `/en-US/…`, Persian everywhere else. */
export const appRoutes: RouteObject[] = [localeRoute(englishPathPrefix, 'en-US'), localeRoute('/', 'fa-IR')];
