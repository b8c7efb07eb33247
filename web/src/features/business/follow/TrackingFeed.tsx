import { Badge, Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TrackingFeedFragment$key } from '../../../__generated__/TrackingFeedFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { CompanyChangeSummary } from '../format/CompanyChangeSummary.tsx';
import { useFollowFeedMarkSeenMutation } from './useFollowFeedMarkSeenMutation.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';

const useStyles = makeStyles({
  title: { display: 'block', marginBlock: tokens.spacingVerticalL },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  details: { flexBasis: '100%' },
  meta: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Changes of followed companies, companies caught by a followed identifier, and saved-search alerts, newest first. */
export function TrackingFeed({ viewer }: { viewer: TrackingFeedFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TrackingFeedFragment on Viewer
      @refetchable(queryName: "TrackingFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        trackingFeed(first: $count, after: $cursor) @connection(key: "TrackingFeed_trackingFeed") {
          edges {
            node {
              id
              kind
              isNew
              occurredAt
              savedSearchName
              company {
                id
                name
              }
              change {
                ...CompanyChangeSummaryFragment
              }
              identifier {
                kind
                label
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [markSeen] = useFollowFeedMarkSeenMutation();
  const edges = data.trackingFeed.edges;
  const unseen = edges.some(({ node }) => node.isNew);
  useEffect(() => {
    if (unseen) markSeen({ variables: { input: {} } });
  }, [unseen, markSeen]);
  return (
    <section aria-labelledby="tracking-feed-title" data-testid="tracking-feed">
      <Subtitle2 as="h2" id="tracking-feed-title" className={styles.title}>
        <FormattedMessage id="business.tracking.title" />
      </Subtitle2>
      {edges.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.tracking.empty" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => {
            const companyPath = `/company/${node.company.id}`;
            return (
              <li
                key={node.id}
                className={styles.item}
                data-testid="tracking-entry"
                data-kind={node.kind}
                data-new={node.isNew ? 'true' : undefined}
              >
                <AppLink to={`${companyPath}?tab=timeline`}>{node.company.name}</AppLink>
                {node.isNew ? (
                  <Badge appearance="filled" color="brand" size="small">
                    <FormattedMessage id="business.feed.new" />
                  </Badge>
                ) : null}
                <div className={styles.details}>
                  {node.kind === 'SAVED_SEARCH_MATCH' ? (
                    <Body1>
                      <FormattedMessage
                        id={node.change ? 'business.tracking.searchChanged' : 'business.tracking.searchNew'}
                        values={{
                          name:
                            node.savedSearchName ??
                            intl.formatMessage({ id: 'business.tracking.deletedSearch' }),
                        }}
                      />
                    </Body1>
                  ) : null}
                  {node.kind === 'IDENTIFIER_MATCHED' && node.identifier ? (
                    <Body1>
                      <FormattedMessage
                        id={`business.tracking.caught.${node.identifier.kind}`}
                        values={{
                          value:
                            node.identifier.kind === 'BRAND'
                              ? node.identifier.label
                              : formatDigits(locale, node.identifier.label),
                        }}
                      />
                    </Body1>
                  ) : null}
                  {node.change ? (
                    <CompanyChangeSummary change={node.change} companyPath={companyPath} />
                  ) : null}
                  <Caption1 className={styles.meta}>{formatDate(locale, node.occurredAt)}</Caption1>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(10)}>
        <FormattedMessage id="business.tracking.more" />
      </LoadMoreButton>
    </section>
  );
}
