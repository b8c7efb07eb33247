import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Tab, TabList } from '../../../shared/ui/TabList.tsx';
import { Suspense, lazy } from 'react';
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

const companyTabs = [
  'about',
  'contact',
  'people',
  'related',
  'products',
  'trade',
  'gazette',
  'capital',
  'timeline',
] as const;
type CompanyTab = (typeof companyTabs)[number];
// Tabs whose code or data come when opened; the others are drawn with the page, also by the server.
const waitedFor: readonly CompanyTab[] = ['people', 'related', 'products', 'trade', 'capital', 'timeline'];

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

type LoadedCompany = NonNullable<CompanyPageQuery['response']['company']>;

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
        {tab === 'about' ? <CompanyAboutTab company={company} /> : null}
        {tab === 'contact' ? <CompanyContactTab company={company} /> : null}
        {tab === 'gazette' ? <CompanyGazetteTab company={company} /> : null}
        {waitedFor.includes(tab) ? (
          <Suspense
            fallback={<Spinner size="small" aria-busy label={intl.formatMessage({ id: 'shell.loading' })} />}
          >
            {tab === 'people' ? <CompanyPeopleTab company={company} /> : null}
            {tab === 'related' ? <CompanyRelatedTab company={company} /> : null}
            {tab === 'products' ? <CompanyProductsTab company={company} /> : null}
            {tab === 'trade' ? <CompanyTradeTab company={company} /> : null}
            {tab === 'capital' ? <CompanyCapitalTab company={company} /> : null}
            {tab === 'timeline' ? <CompanyTimelineTab companyId={company.id} /> : null}
          </Suspense>
        ) : null}
      </div>
    </PageContainer>
  );
}
