import { Body1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PaymentListFragment$key } from '../../__generated__/PaymentListFragment.graphql';
import type { PaymentListPaginationQuery } from '../../__generated__/PaymentListPaginationQuery.graphql';
import { formatTehranRecordedAt } from '../../shared/format/dates.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const pageSize = 20;

/** The orders a page at a time; «بیشتر» brings older ones. */
export function PaymentList({ viewer }: { viewer: PaymentListFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PaymentListPaginationQuery,
    PaymentListFragment$key
  >(
    graphql`
      fragment PaymentListFragment on Viewer
      @refetchable(queryName: "PaymentListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        payments(first: $count, after: $cursor) @connection(key: "PaymentList_payments") {
          edges {
            node {
              id
              number
              title
              status
              payableAmount
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.payments.edges;
  if (edges.length === 0)
    return (
      <Body1>
        <FormattedMessage id="commerce.payments.empty" />{' '}
        <AppLink to="/pricing">
          <FormattedMessage id="commerce.payments.toPricing" />
        </AppLink>
      </Body1>
    );
  return (
    <>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <Panel className={styles.card}>
              <div className={styles.text}>
                <Text weight="semibold">
                  <FormattedMessage
                    id="commerce.payments.item"
                    values={{ number: formatNumber(locale, node.number), title: node.title }}
                  />
                </Text>
                <Body1 className={styles.muted}>
                  {formatTehranRecordedAt(locale, node.createdAt as string)} ·{' '}
                  <FormattedMessage id={`commerce.status.${node.status}`} /> ·{' '}
                  <Tomans rials={node.payableAmount as number} />
                </Body1>
              </div>
              <ButtonLink to={`/receipt/${encodeURIComponent(node.id)}`}>
                <FormattedMessage id="commerce.payments.view" />
              </ButtonLink>
            </Panel>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="commerce.payments.more" />
      </LoadMoreButton>
    </>
  );
}
