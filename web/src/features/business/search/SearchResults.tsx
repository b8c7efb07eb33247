import { Badge, Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Tab, TabList } from '../../../shared/ui/TabList.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { SearchResultsFragment$key } from '../../../__generated__/SearchResultsFragment.graphql';
import type { SearchResultsPaginationQuery } from '../../../__generated__/SearchResultsPaginationQuery.graphql';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { searchPageSize, searchTypes } from './searchTypes.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { withSearchText } from '../../../shared/locale/withSearchText.ts';

const useStyles = makeStyles({
  // Four tabs with counts are wider than a phone: they wrap rather than push the page sideways.
  tabs: { flexWrap: 'wrap' },
  summary: { display: 'block', marginBlock: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground3,
  },
  exact: { color: tokens.colorPaletteGreenForeground1 },
});

/** The result tabs with each kind's count, the matches best first, and a button for the next page. */
export function SearchResults({
  query,
  type,
  onTypeChange,
}: {
  query: SearchResultsFragment$key;
  type: string;
  onTypeChange: (type: string) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const searchedFor = (searchParams.get('q') ?? '').trim();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SearchResultsPaginationQuery,
    SearchResultsFragment$key
  >(
    graphql`
      fragment SearchResultsFragment on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        text: { type: "String!" }
        type: { type: "SearchEntityType!" }
        first: { type: "Int!" }
        after: { type: "String" }
      ) {
        search(text: $text, type: $type, first: $first, after: $after)
          @connection(key: "SearchResults_search") {
          totalCount
          totalCountIsLowerBound
          visibleLimit
          countsByType {
            company
            person
            product
          }
          edges {
            node {
              type
              title
              subtitle
              identifier
              exact
              company {
                id
                isVerified
              }
              person {
                id
              }
            }
          }
        }
      }
    `,
    query,
  );
  const hits = data.search.edges.map((edge) => edge.node);
  const { company, person, product } = data.search.countsByType;
  const countOf = { ALL: company + person + product, COMPANY: company, PERSON: person, PRODUCT: product };
  return (
    <div>
      <TabList
        className={styles.tabs}
        selectedValue={type}
        onTabSelect={(_, { value }) => onTypeChange(String(value))}
        aria-label={intl.formatMessage({ id: 'business.search.typeLabel' })}
      >
        {searchTypes.map((value) => (
          <Tab key={value} value={value} data-testid={`search-tab-${value}`}>
            <FormattedMessage
              id="business.search.typeWithCount"
              values={{
                type: intl.formatMessage({ id: `business.search.type.${value}` }),
                count: formatNumber(locale, countOf[value]),
              }}
            />
          </Tab>
        ))}
      </TabList>
      <Caption1 className={styles.summary} role="status">
        <FormattedMessage
          id={data.search.totalCountIsLowerBound ? 'business.search.countAtLeast' : 'business.search.count'}
          values={{ count: data.search.totalCount, formatted: formatNumber(locale, data.search.totalCount) }}
        />
      </Caption1>
      {data.search.totalCount > data.search.visibleLimit ? (
        <Caption1 className={styles.summary} data-testid="search-limited">
          <FormattedMessage id="business.search.limited" values={{ count: data.search.visibleLimit }} />
        </Caption1>
      ) : null}
      {hits.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.search.none" />
        </Body1>
      ) : (
        <ol className={styles.list} aria-label={intl.formatMessage({ id: 'business.search.resultList' })}>
          {hits.map((hit, index) => {
            const entityPath =
              hit.type === 'PERSON' && hit.person
                ? `/person/${hit.person.id}`
                : hit.company
                  ? `/company/${hit.company.id}`
                  : null;
            // The search text rides along so the entity page's visit remembers what led to it.
            const path = entityPath && withSearchText(entityPath, searchedFor);
            return (
              <li key={`${hit.type}:${hit.person?.id ?? hit.company?.id ?? index}:${index}`}>
                <Panel className={styles.card} data-testid="search-hit">
                  <Subtitle2 as="h3" className={styles.title}>
                    {path ? <AppLink to={path}>{hit.title}</AppLink> : hit.title}
                  </Subtitle2>
                  <Body1>{hit.subtitle}</Body1>
                  <div className={styles.meta}>
                    <Caption1>
                      <FormattedMessage id={`business.search.type.${hit.type}`} />
                    </Caption1>
                    {hit.identifier ? <Caption1>{formatDigits(locale, hit.identifier)}</Caption1> : null}
                    {hit.type === 'COMPANY' && hit.company?.isVerified ? (
                      <Badge appearance="tint" color="success" data-testid="verified-badge">
                        <FormattedMessage id="companies.own.verified" />
                      </Badge>
                    ) : null}
                    {hit.exact ? (
                      <Caption1 className={styles.exact}>
                        <FormattedMessage id="business.search.exact" />
                      </Caption1>
                    ) : null}
                  </div>
                </Panel>
              </li>
            );
          })}
        </ol>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(searchPageSize)}
      >
        <FormattedMessage id="business.search.more" />
      </LoadMoreButton>
    </div>
  );
}
