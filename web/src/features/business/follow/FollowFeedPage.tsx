import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { FollowFeedPageQuery } from '../../../__generated__/FollowFeedPageQuery.graphql';
import { SignInPrompt } from '../../../shared/auth/SignInPrompt.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { FollowFeed } from './FollowFeed.tsx';
import { IdentifierFollows } from './IdentifierFollows.tsx';
import { TrackingFeed } from './TrackingFeed.tsx';

/** The profile menu's feed: changes and alerts, the gazette notices of followed companies, and identifiers followed ahead. */
export function FollowFeedPage({ queryRef }: { queryRef: PreloadedQuery<FollowFeedPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FollowFeedPageQuery>(
    graphql`
      query FollowFeedPageQuery @preloadable {
        ...FollowFeedFragment
        viewer {
          ...TrackingFeedFragment
          ...IdentifierFollowsFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'business.feedPage.title' })} />
      {data.viewer ? (
        <>
          <TrackingFeed viewer={data.viewer} />
          <FollowFeed query={data} />
          <IdentifierFollows viewer={data.viewer} />
        </>
      ) : (
        <SignInPrompt />
      )}
    </PageContainer>
  );
}
