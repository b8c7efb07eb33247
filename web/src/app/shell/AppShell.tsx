import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import { htmlLanguage, textDirection } from '../../shared/locale/locales.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { AppToaster } from '../../shared/toast/AppToaster.tsx';
import type { Catalogue } from '../i18n/mergeMessageModules.ts';
import { PageVisitTracker } from '../page-visits/PageVisitTracker.tsx';
import { RouteProgressBar } from '../progress/RouteProgressBar.tsx';
import { relayEnvironmentFor } from '../relay/environment.ts';
import { useThemePreference } from '../theme/ThemePreference.tsx';
import { AppProviders } from './AppProviders.tsx';
import { CampaignBanner } from './CampaignBanner.tsx';
import { LazyAuthDialog, LazyConsultantRequestDialog } from './LazyForms.tsx';
import { LazyNavigationDrawer } from './LazyNavigationDrawer.tsx';
import { NavigationBar } from './NavigationBar.tsx';
import { PageArea } from './PageArea.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { SiteFooter } from './SiteFooter.tsx';

// The shell asks who is signed in for the whole app: `useViewer` reads that `viewer` from the store wherever
// it is needed, so the fragment is spread here without being read here.
/* eslint-disable relay/must-colocate-fragment-spreads */
export const appShellQuery = graphql`
  query AppShellQuery {
    campaign {
      ...CampaignBannerFragment
    }
    supportStatus {
      ...SiteFooterFragment
    }
    ...useViewerFieldsFragment
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export type AppShellLoaderData = { shellQueryRef: PreloadedQuery<AppShellQuery>; messages: Catalogue };

/** The shell's frame, also around a page drawn on the server (server/renderServerPage.tsx), which it then matches. */
export const useAppShellStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skipLink: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-48px',
    zIndex: 200,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  // At least a screen tall, so the footer starts below the fold even while the page is a short skeleton: what the
  // footer loads on approach (its newsletter form) waits for the reader to scroll.
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' },
});

function ShellCampaignBanner({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const { campaign } = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  return <CampaignBanner campaign={campaign} />;
}

function ShellFooter({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const { supportStatus } = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  return <SiteFooter supportStatus={supportStatus ?? null} />;
}

/**
 * Everything around the pages of one language: its Relay store, messages, direction and theme, the bar,
 * the footer and the toaster. The page area has its own Suspense boundary so the shell paints first.
 */
export function AppShell({ locale }: { locale: AppLocale }) {
  const styles = useAppShellStyles();
  const { theme } = useThemePreference();
  const { shellQueryRef, messages } = useLoaderData() as AppShellLoaderData;
  const dir = textDirection(locale);

  useEffect(() => {
    document.documentElement.lang = htmlLanguage(locale);
    document.documentElement.dir = dir;
  }, [locale, dir]);

  return (
    <AppProviders locale={locale} messages={messages} environment={relayEnvironmentFor(locale)} theme={theme}>
      <div className={styles.root}>
        <a className={styles.skipLink} href="#main">
          <FormattedMessage id="shell.skipToContent" />
        </a>
        <RouteProgressBar />
        <PageVisitTracker locale={locale} />
        <Suspense fallback={null}>
          <ShellCampaignBanner queryRef={shellQueryRef} />
        </Suspense>
        <NavigationBar />
        <LazyNavigationDrawer />
        <PageArea className={styles.main}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </PageArea>
        <Suspense fallback={null}>
          <ShellFooter queryRef={shellQueryRef} />
        </Suspense>
      </div>
      <LazyConsultantRequestDialog />
      <LazyAuthDialog />
      <AppToaster />
    </AppProviders>
  );
}
