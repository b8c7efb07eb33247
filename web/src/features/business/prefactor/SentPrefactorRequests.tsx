import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SentPrefactorRequestsFragment$key } from '../../../__generated__/SentPrefactorRequestsFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { sectionStyles } from '../../../shared/ui/sectionStyles.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { PrefactorAnswer } from '../../../shared/prefactor/PrefactorAnswer.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBlock: tokens.spacingVerticalM,
    minWidth: 0,
  },
  list: { ...sectionStyles.list, gap: tokens.spacingVerticalM },
  request: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    overflowWrap: 'anywhere',
  },
  muted: sectionStyles.muted,
});

/** The prefactor requests the signed-in viewer sent to the company on screen, and the connection new ones join. */
export function useSentPrefactorRequests(query: SentPrefactorRequestsFragment$key) {
  const { viewer } = useFragment(
    graphql`
      fragment SentPrefactorRequestsFragment on Query {
        viewer {
          sentPrefactorRequests(companyId: $id, first: 20)
            @connection(key: "SentPrefactorRequests_sentPrefactorRequests") {
            __id
            edges {
              node {
                id
                referenceNumber
                productName
                quantity
                receivedAt
                answer
                answeredAt
              }
            }
          }
        }
      }
    `,
    query,
  );
  return {
    connectionId: viewer?.sentPrefactorRequests.__id ?? null,
    requests: viewer?.sentPrefactorRequests.edges.map((edge) => edge.node) ?? [],
  };
}

type SentRequest = ReturnType<typeof useSentPrefactorRequests>['requests'][number];

/** The requests the viewer sent, each with the company's answer once its manager gives it. */
export function SentPrefactorRequests({ requests }: { requests: readonly SentRequest[] }) {
  const styles = useStyles();
  const locale = useLocale();
  if (requests.length === 0) return null;
  return (
    <Panel className={styles.card} data-testid="sent-prefactor-requests">
      <Subtitle2 as="h2">
        <FormattedMessage id="business.prefactor.mine" />
      </Subtitle2>
      <ul className={styles.list}>
        {requests.map((request) => (
          <li key={request.id} className={styles.request}>
            <Body1>
              <FormattedMessage
                id="business.prefactor.mine.summary"
                values={{
                  reference: formatDigits(locale, request.referenceNumber),
                  product: request.productName,
                  quantity: formatDigits(locale, String(request.quantity)),
                  date: formatDate(locale, request.receivedAt),
                }}
              />
            </Body1>
            {request.answer !== null && request.answer !== undefined ? (
              <PrefactorAnswer
                answer={request.answer}
                answeredAt={request.answeredAt}
                answeredOnId="business.prefactor.mine.answeredOn"
              />
            ) : (
              <Caption1 className={styles.muted}>
                <FormattedMessage id="business.prefactor.mine.waiting" />
              </Caption1>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
