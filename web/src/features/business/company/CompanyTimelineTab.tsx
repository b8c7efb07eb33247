import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { CompanyTimelineTabFragment$key } from '../../../__generated__/CompanyTimelineTabFragment.graphql';
import type { CompanyTimelineTabQuery } from '../../../__generated__/CompanyTimelineTabQuery.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { formatUsd, formatYear } from '../format/businessFormat.ts';
import { CompanyChangeSummary } from '../format/CompanyChangeSummary.tsx';
import { EmptyTab } from './EmptyTab.tsx';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  entry: {
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalL,
    overflowWrap: 'anywhere',
  },
  meta: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/**
 * The company's story in one line: gazette notices, recorded changes (before → after, with their notice) and
 * customs years, newest first. Fetched when the tab is opened, so the company page itself costs no more.
 */
export function CompanyTimelineTab({ companyId }: { companyId: string }) {
  const { company } = useLazyLoadQuery<CompanyTimelineTabQuery>(
    graphql`
      query CompanyTimelineTabQuery($id: ID!) {
        company(id: $id) {
          ...CompanyTimelineTabFragment
        }
      }
    `,
    { id: companyId },
  );
  return company ? <CompanyTimeline company={company} /> : <EmptyTab />;
}

function CompanyTimeline({ company }: { company: CompanyTimelineTabFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CompanyTimelineTabFragment on Company
      @refetchable(queryName: "CompanyTimelineTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        timeline(first: $count, after: $cursor) @connection(key: "CompanyTimelineTab_timeline") {
          edges {
            node {
              kind
              occurredOn
              notice {
                kind
                noticeNumber
                summary
              }
              change {
                id
                ...CompanyChangeSummaryFragment
              }
              customs {
                year
                direction
                valueUsd
                recordCount
              }
            }
          }
        }
      }
    `,
    company,
  );
  const edges = data.timeline.edges;
  if (edges.length === 0) return <EmptyTab />;
  const companyPath = `/company/${data.id}`;
  return (
    <>
      <ol className={styles.list} data-testid="company-timeline">
        {edges.map(({ node }, index) => (
          <li key={index} className={styles.entry} data-testid="timeline-entry" data-kind={node.kind}>
            {node.change ? <CompanyChangeSummary change={node.change} companyPath={companyPath} /> : null}
            {node.notice ? (
              <>
                <Body1>
                  <FormattedMessage id={`business.gazette.${node.notice.kind}`} />:{' '}
                  <bdi>{node.notice.summary}</bdi>
                </Body1>
                <Caption1 className={styles.meta}>
                  <FormattedMessage
                    id="business.gazette.meta"
                    values={{
                      date: formatDate(locale, node.occurredOn),
                      notice: formatDigits(locale, node.notice.noticeNumber),
                    }}
                  />
                </Caption1>
              </>
            ) : null}
            {node.customs ? (
              <>
                <Body1>
                  <FormattedMessage
                    id={`business.timeline.customs.${node.customs.direction}`}
                    values={{
                      year: formatYear(locale, node.customs.year),
                      value: formatUsd(locale, node.customs.valueUsd),
                    }}
                  />
                </Body1>
                <Caption1 className={styles.meta}>
                  <FormattedMessage
                    id="business.timeline.customs.records"
                    values={{
                      count: node.customs.recordCount,
                      formatted: formatNumber(locale, node.customs.recordCount),
                    }}
                  />
                </Caption1>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(10)}>
        <FormattedMessage id="business.timeline.more" />
      </LoadMoreButton>
    </>
  );
}
