import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { FollowFeedPageQuery } from '../../../__generated__/FollowFeedPageQuery.graphql';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { FollowFeed } from './FollowFeed.tsx';

/** The profile menu's feed: news of the companies the viewer follows. */
export function FollowFeedPage({ queryRef }: { queryRef: PreloadedQuery<FollowFeedPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<FollowFeedPageQuery>(
    graphql`
      query FollowFeedPageQuery {
        ...FollowFeedFragment
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'business.feed.title' })} />
      <FollowFeed query={data} />
    </PageContainer>
  );
}
