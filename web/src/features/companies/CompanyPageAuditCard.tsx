import { Body1, Caption1, Subtitle2, makeStyles } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CompanyPageAuditCardFragment$key } from '../../__generated__/CompanyPageAuditCardFragment.graphql';
import type { CompanyPageAuditPaginationQuery } from '../../__generated__/CompanyPageAuditPaginationQuery.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

/** Edits a page; the first page loads with the route. */
const pageSize = 20;

const useStyles = makeStyles({
  card: sectionStyles.card,
  list: sectionStyles.list,
  muted: sectionStyles.muted,
});

/** The company page's edit history for its manager, newest first, a page at a time. */
export function CompanyPageAuditCard({ managed }: { managed: CompanyPageAuditCardFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CompanyPageAuditPaginationQuery,
    CompanyPageAuditCardFragment$key
  >(
    graphql`
      fragment CompanyPageAuditCardFragment on ManagedCompany
      @refetchable(queryName: "CompanyPageAuditPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        audit(first: $first, after: $after) @connection(key: "CompanyPageAuditCard_audit") {
          edges {
            node {
              id
              action
              createdAt
            }
          }
        }
      }
    `,
    managed,
  );
  return (
    <Panel className={styles.card}>
      <Subtitle2 as="h2">
        <FormattedMessage id="companies.editor.audit" />
      </Subtitle2>
      {data.audit.edges.length === 0 ? (
        <Body1 className={styles.muted}>
          <FormattedMessage id="companies.editor.audit.none" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {data.audit.edges.map(({ node }) => (
            <li key={node.id}>
              <Caption1>
                <FormattedMessage id={`companies.audit.${node.action}`} /> —{' '}
                {formatDate(locale, node.createdAt)}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="companies.editor.audit.more" />
      </LoadMoreButton>
    </Panel>
  );
}
