import { loadQuery } from 'react-relay/hooks';
import type { RouteObject } from 'react-router-dom';
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
import { queryRoute } from './queryRoute.tsx';
import { businessRoutes } from '../../features/business/businessRoutes.tsx';
import { coursesRoutes } from '../../features/courses/coursesRoutes.tsx';
import { accountRoutes } from '../../features/accounts/accountRoutes.tsx';
import { forumRoutes } from '../../features/forum/forumRoutes.tsx';
import { companiesRoutes } from '../../features/companies/companiesRoutes.tsx';
import { commerceRoutes } from '../../features/commerce/commerceRoutes.tsx';

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
    ...businessRoutes(locale),
    ...coursesRoutes(locale),
    ...accountRoutes(locale),
    ...forumRoutes(locale),
    ...companiesRoutes(locale),
    ...commerceRoutes(locale),
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
