import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchPageQuery } from '../../../__generated__/SearchPageQuery.graphql';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { SearchTextForm } from '../../../shared/ui/SearchTextForm.tsx';
import { FollowFeed } from '../follow/FollowFeed.tsx';
import { RecentVisits } from '../visits/RecentVisits.tsx';
import { SearchResults } from './SearchResults.tsx';

const useStyles = makeStyles({
  form: { marginBlockEnd: tokens.spacingVerticalL },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(220px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
});

/** Simple search over companies, persons and products, with this browser's recent visits beside it. */
export function SearchPage({ queryRef }: { queryRef: PreloadedQuery<SearchPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [searchParams] = useSearchParams();
  const { signedIn } = useViewer();
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery($text: String!, $type: SearchEntityType!, $first: Int!, $hasText: Boolean!)
      @preloadable {
        ...SearchResultsFragment
          @include(if: $hasText)
          @alias(as: "results")
          @arguments(text: $text, type: $type, first: $first)
        ...FollowFeedFragment
        ...RecentVisitsFragment
      }
    `,
    queryRef,
  );
  const searchedFor = searchParams.get('q') ?? '';
  const type = searchParams.get('type')?.toUpperCase() ?? 'ALL';
  const [text, setText] = useState(searchedFor);

  const go = (query: string, nextType: string) => {
    const params = new URLSearchParams({ q: query });
    if (nextType !== 'ALL') params.set('type', nextType);
    navigate(`${localise('/search')}?${params.toString()}`);
  };

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.search.title' })}
        subtitle={<FormattedMessage id="business.search.subtitle" />}
      />
      <SearchTextForm
        className={styles.form}
        text={text}
        onTextChange={setText}
        onSearch={(query) => go(query, type)}
        buttonAppearance="primary"
      />
      <div className={styles.layout}>
        <div>
          {searchedFor !== '' && data.results ? (
            <SearchResults
              query={data.results}
              type={type}
              onTypeChange={(nextType) => go(searchedFor, nextType)}
            />
          ) : null}
        </div>
        <aside>
          <p>
            <AppLink to="/search/advanced">
              <FormattedMessage id="business.search.advancedLink" />
            </AppLink>
          </p>
          <RecentVisits query={data} />
          {signedIn ? <FollowFeed query={data} /> : null}
        </aside>
      </div>
    </PageContainer>
  );
}
