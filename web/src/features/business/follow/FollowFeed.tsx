import { Badge, Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { NewsRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { FollowFeedFragment$key } from '../../../__generated__/FollowFeedFragment.graphql';
import type { FollowFeedPaginationQuery } from '../../../__generated__/FollowFeedPaginationQuery.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { useFollowFeedMarkSeenMutation } from './useFollowFeedMarkSeenMutation.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';

const useStyles = makeStyles({
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBlock: tokens.spacingVerticalL,
  },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalM },
  date: { display: 'block', color: tokens.colorNeutralForeground3 },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  details: { flexBasis: '100%' },
});

const pageSize = 8;

/** The newest gazette notices of the companies the viewer follows; those that arrived since the viewer last looked are marked new. */
export function FollowFeed({ query }: { query: FollowFeedFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FollowFeedPaginationQuery,
    FollowFeedFragment$key
  >(
    graphql`
      fragment FollowFeedFragment on Query
      @refetchable(queryName: "FollowFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 8 }, cursor: { type: "String" }) {
        followedCompanyEvents(first: $count, after: $cursor)
          @connection(key: "FollowFeed_followedCompanyEvents") {
          edges {
            node {
              isNew
              event {
                id
                kind
                publishedOn
              }
              company {
                id
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const events = data.followedCompanyEvents.edges.map(({ node }) => node);
  const [markSeen] = useFollowFeedMarkSeenMutation();
  const unseen = events.some((entry) => entry.isNew);
  useEffect(() => {
    // Opening the feed is reading it: the next visit marks only what arrives after this.
    if (unseen) markSeen({ variables: { input: {} } });
  }, [unseen, markSeen]);
  return (
    <section aria-labelledby="follow-feed-title" data-testid="follow-feed">
      <Subtitle2 as="h2" id="follow-feed-title" className={styles.title}>
        <NewsRegular aria-hidden />
        <FormattedMessage id="business.feed.title" />
      </Subtitle2>
      {events.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.feed.empty" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {events.map(({ event, company, isNew }) => (
            <li
              key={event.id}
              className={styles.item}
              data-testid="feed-event"
              data-new={isNew ? 'true' : undefined}
            >
              <AppLink to={`/company/${company.id}?tab=gazette`}>{company.name}</AppLink>
              {isNew ? (
                <Badge appearance="filled" color="brand" size="small">
                  <FormattedMessage id="business.feed.new" />
                </Badge>
              ) : null}
              <Caption1 className={`${styles.date} ${styles.details}`}>
                <FormattedMessage id={`business.gazette.${event.kind}`} /> ·{' '}
                {formatDate(locale, event.publishedOn)}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="business.feed.more" />
      </LoadMoreButton>
    </section>
  );
}
