import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Tab, TabList } from '../../../shared/ui/TabList.tsx';
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { CompanyPageQuery } from '../../../__generated__/CompanyPageQuery.graphql';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import type { CompanyAddToListFragment$key } from '../../../__generated__/CompanyAddToListFragment.graphql';
import type { SentPrefactorRequestsFragment$key } from '../../../__generated__/SentPrefactorRequestsFragment.graphql';
import { CompanyFollowButton } from '../follow/CompanyFollowButton.tsx';
import { CompanyAddToList } from '../lists/CompanyAddToList.tsx';
import { PrefactorRequestDialog } from '../prefactor/PrefactorRequestDialog.tsx';
import { SentPrefactorRequests, useSentPrefactorRequests } from '../prefactor/SentPrefactorRequests.tsx';
import { useRecordVisit } from '../visits/useRecordVisit.ts';
import { CompanyAboutTab } from './CompanyAboutTab.tsx';
import { CompanyContactTab } from './CompanyContactTab.tsx';
import { CompanyGazetteTab } from './CompanyGazetteTab.tsx';
import { CompanyOwnSection } from './CompanyOwnSection.tsx';
import { CompanyTimelineTab } from './CompanyTimelineTab.tsx';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage.tsx';
import { SearchRegular } from '@fluentui/react-icons';

// The two tabs with charts bring the charting library: fetched when one of them is opened.
const CompanyTradeTab = lazy(() =>
  import('./CompanyTradeTab.tsx').then((module) => ({ default: module.CompanyTradeTab })),
);
const CompanyCapitalTab = lazy(() =>
  import('./CompanyCapitalTab.tsx').then((module) => ({ default: module.CompanyCapitalTab })),
);
// The three tabs with tables bring Fluent's table rows and, with them, Tabster (about 25 kB gzip together), which the
// About tab a visitor lands on does not need: fetched as soon as the reader reaches for the tabs.
const loadPeopleTab = () => import('./CompanyPeopleTab.tsx');
const loadRelatedTab = () => import('./CompanyRelatedTab.tsx');
const loadProductsTab = () => import('./CompanyProductsTab.tsx');
const CompanyPeopleTab = lazy(() => loadPeopleTab().then((module) => ({ default: module.CompanyPeopleTab })));
const CompanyRelatedTab = lazy(() =>
  loadRelatedTab().then((module) => ({ default: module.CompanyRelatedTab })),
);
const CompanyProductsTab = lazy(() =>
  loadProductsTab().then((module) => ({ default: module.CompanyProductsTab })),
);
function loadTableTabs() {
  void Promise.all([loadPeopleTab(), loadRelatedTab(), loadProductsTab()]).catch(() => undefined);
}

type LoadedCompany = NonNullable<CompanyPageQuery['response']['company']>;
type CompanyPanel = ComponentType<{ company: LoadedCompany }>;

/**
 * The tabs in their order, each with what draws it. Those fetched when opened bring their code or their data then and
 * are drawn under a spinner; the others are drawn with the page, also by the server.
 */
const companyPanels = {
  about: { Panel: CompanyAboutTab, fetchedWhenOpened: false },
  contact: { Panel: CompanyContactTab, fetchedWhenOpened: false },
  people: { Panel: CompanyPeopleTab, fetchedWhenOpened: true },
  related: { Panel: CompanyRelatedTab, fetchedWhenOpened: true },
  products: { Panel: CompanyProductsTab, fetchedWhenOpened: true },
  trade: { Panel: CompanyTradeTab, fetchedWhenOpened: true },
  gazette: { Panel: CompanyGazetteTab, fetchedWhenOpened: false },
  capital: { Panel: CompanyCapitalTab, fetchedWhenOpened: true },
  timeline: {
    Panel: ({ company }) => <CompanyTimelineTab companyId={company.id} />,
    fetchedWhenOpened: true,
  },
} satisfies Record<string, { Panel: CompanyPanel; fetchedWhenOpened: boolean }>;
type CompanyTab = keyof typeof companyPanels;
const companyTabs = Object.keys(companyPanels) as CompanyTab[];

const useStyles = makeStyles({
  tabs: { marginBlockEnd: tokens.spacingVerticalL, overflowX: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
});

/** Everything known about one company, one tab at a time; one GraphQL request for the whole page. */
export function CompanyPage({ queryRef }: { queryRef: PreloadedQuery<CompanyPageQuery> }) {
  const data = usePreloadedQuery<CompanyPageQuery>(
    graphql`
      query CompanyPageQuery($id: ID!) @preloadable {
        company(id: $id) {
          id
          name
          ...CompanyAboutTabFragment
          ...CompanyContactTabFragment
          ...CompanyPeopleTabFragment
          ...CompanyRelatedTabFragment
          ...CompanyProductsTabFragment
          ...CompanyTradeTabFragment
          ...CompanyGazetteTabFragment
          ...CompanyCapitalTabFragment
          ...CompanyFollowButtonFragment
          ...CompanyOwnSectionFragment
        }
        ...CompanyAddToListFragment
        ...SentPrefactorRequestsFragment
      }
    `,
    queryRef,
  );
  const { company } = data;
  if (!company) {
    return (
      <NotFoundPage
        titleId="business.company.notFound"
        bodyId="business.company.notFoundBody"
        action={{ to: '/search', labelId: 'business.notFound.search', icon: <SearchRegular /> }}
      />
    );
  }
  return <CompanyView company={company} query={data} />;
}

function CompanyView({
  company,
  query,
}: {
  company: LoadedCompany;
  query: CompanyAddToListFragment$key & SentPrefactorRequestsFragment$key;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as CompanyTab | null;
  const tab: CompanyTab = requested && companyTabs.includes(requested) ? requested : 'about';
  const { Panel, fetchedWhenOpened } = companyPanels[tab];
  useRecordVisit(`/company/${company.id}`, company.name);
  const sentPrefactors = useSentPrefactorRequests(query);

  return (
    <PageContainer>
      <PageHeader title={company.name} subtitle={<FormattedMessage id="business.company.subtitle" />} />
      <CompanyOwnSection company={company} />
      <div className={styles.actions}>
        <CompanyFollowButton company={company} />
        <CompanyAddToList query={query} companyId={company.id} />
        <PrefactorRequestDialog
          companyId={company.id}
          companyName={company.name}
          sentConnectionId={sentPrefactors.connectionId}
        />
      </div>
      <SentPrefactorRequests requests={sentPrefactors.requests} />
      <p>
        <AppLink to={`/graph/${company.id}`}>
          <FormattedMessage id="business.graph.link" />
        </AppLink>
      </p>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, { value }) => setSearchParams({ tab: String(value) }, { replace: true })}
        aria-label={intl.formatMessage({ id: 'business.company.tabs' })}
        onPointerEnter={loadTableTabs}
        onFocus={loadTableTabs}
      >
        {companyTabs.map((value) => (
          <Tab key={value} value={value}>
            <FormattedMessage id={`business.company.tab.${value}`} />
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={intl.formatMessage({ id: `business.company.tab.${tab}` })}>
        {fetchedWhenOpened ? (
          <Suspense
            fallback={<Spinner size="small" aria-busy label={intl.formatMessage({ id: 'shell.loading' })} />}
          >
            <Panel company={company} />
          </Suspense>
        ) : (
          <Panel company={company} />
        )}
      </div>
    </PageContainer>
  );
}
