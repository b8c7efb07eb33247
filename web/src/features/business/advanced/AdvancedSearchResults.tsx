import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdvancedSearchResultsFragment$key } from '../../../__generated__/AdvancedSearchResultsFragment.graphql';
import type { AdvancedSearchResultsPaginationQuery } from '../../../__generated__/AdvancedSearchResultsPaginationQuery.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { AdvancedSearchFacets } from './AdvancedSearchFacets.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';

const pageSize = 20;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(220px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  count: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
});

/** The matching companies, a page at a time as far as the package allows, with the counts per filter value beside them. */
export function AdvancedSearchResults({ query }: { query: AdvancedSearchResultsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdvancedSearchResultsPaginationQuery,
    AdvancedSearchResultsFragment$key
  >(
    graphql`
      fragment AdvancedSearchResultsFragment on Query
      @refetchable(queryName: "AdvancedSearchResultsPaginationQuery")
      @argumentDefinitions(
        filter: { type: "CompanySearchFilter!" }
        sort: { type: "CompanySearchSort!" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        companySearch(filter: $filter, sort: $sort, first: $first, after: $after)
          @connection(key: "AdvancedSearchResults_companySearch", filters: ["filter", "sort"]) {
          totalCount
          visibleCount
          ...AdvancedSearchFacetsFragment
          edges {
            node {
              id
              name
              province
              city
              capital
              legalForm
              status
            }
          }
        }
      }
    `,
    query,
  );
  const result = data.companySearch;
  return (
    <div className={styles.layout}>
      <section>
        <Subtitle2 className={styles.count} role="status" data-testid="advanced-count">
          <FormattedMessage id="business.advanced.count" values={{ count: result.totalCount }} />
        </Subtitle2>
        {result.visibleCount < result.totalCount ? (
          <UpgradeHint>
            <FormattedMessage id="business.advanced.limited" values={{ count: result.visibleCount }} />
          </UpgradeHint>
        ) : null}
        <ol className={styles.list}>
          {result.edges.map(({ node }) => (
            <li key={node.id}>
              <Panel className={styles.card}>
                <Subtitle2 as="h3" className={styles.title}>
                  <AppLink to={`/company/${node.id}`}>{node.name}</AppLink>
                </Subtitle2>
                <Body1>
                  {[node.province, node.city].filter(Boolean).join('، ')} ·{' '}
                  {intl.formatMessage({ id: `business.legalForm.${node.legalForm}` })} ·{' '}
                  {intl.formatMessage({ id: `business.status.${node.status}` })}
                </Body1>
                <Caption1>
                  {intl.formatMessage(
                    { id: 'business.rials' },
                    { amount: formatNumber(locale, node.capital) },
                  )}
                </Caption1>
              </Panel>
            </li>
          ))}
        </ol>
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
          <FormattedMessage id="business.search.more" />
        </LoadMoreButton>
      </section>
      <AdvancedSearchFacets search={result} />
    </div>
  );
}
