import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CompanyPrefactorsPaginationQuery } from '../../__generated__/CompanyPrefactorsPaginationQuery.graphql';
import type { CompanyPrefactorsCardFragment$key } from '../../__generated__/CompanyPrefactorsCardFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { PrefactorAnswerForm } from './PrefactorAnswerForm.tsx';
import { PrefactorAnswer } from '../../shared/prefactor/PrefactorAnswer.tsx';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  card: sectionStyles.card,
  list: { ...sectionStyles.list, gap: tokens.spacingVerticalL },
  request: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlockEnd: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  muted: sectionStyles.muted,
});

/** Requests a page; the first page loads with the route. */
const pageSize = 20;

/**
 * The manager's list of prefactor requests addressed to the company, newest first, a page at a time: each answered
 * once, in place (the answer comes back on the request's record).
 */
export function CompanyPrefactorsCard({
  companyId,
  managed,
}: {
  companyId: string;
  managed: CompanyPrefactorsCardFragment$key;
}) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CompanyPrefactorsPaginationQuery,
    CompanyPrefactorsCardFragment$key
  >(
    graphql`
      fragment CompanyPrefactorsCardFragment on ManagedCompany
      @refetchable(queryName: "CompanyPrefactorsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        prefactorRequests(first: $first, after: $after)
          @connection(key: "CompanyPrefactorsCard_prefactorRequests") {
          edges {
            node {
              id
              referenceNumber
              fullName
              mobile
              productName
              quantity
              description
              receivedAt
              answer
              answeredAt
            }
          }
        }
      }
    `,
    managed,
  );
  const requests = data.prefactorRequests.edges.map((edge) => edge.node);
  return (
    <Panel className={styles.card}>
      <Subtitle2 as="h2">
        <FormattedMessage id="companies.editor.prefactors" />
      </Subtitle2>
      {requests.length === 0 ? (
        <Body1 className={styles.muted}>
          <FormattedMessage id="companies.editor.prefactors.none" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.id} className={styles.request} data-testid="prefactor-request">
              <Body1>
                <FormattedMessage
                  id="companies.prefactor.summary"
                  values={{
                    reference: formatDigits(locale, request.referenceNumber),
                    product: request.productName,
                    quantity: formatDigits(locale, String(request.quantity)),
                  }}
                />
              </Body1>
              <Caption1 className={styles.muted}>
                <FormattedMessage
                  id="companies.prefactor.from"
                  values={{
                    name: request.fullName,
                    mobile: formatDigits(locale, request.mobile),
                    date: formatDate(locale, request.receivedAt),
                  }}
                />
              </Caption1>
              {request.description ? <WrittenText>{request.description}</WrittenText> : null}
              {request.answer !== null && request.answer !== undefined ? (
                <PrefactorAnswer
                  answer={request.answer}
                  answeredAt={request.answeredAt}
                  answeredOnId="companies.prefactor.answeredOn"
                />
              ) : (
                <PrefactorAnswerForm
                  companyId={companyId}
                  prefactorId={request.id}
                  referenceNumber={request.referenceNumber}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="companies.editor.prefactors.more" />
      </LoadMoreButton>
    </Panel>
  );
}
