import { Body1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql';
import { formatTehranDateTime } from '../../shared/format/dates.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';

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

/** `/payments`: the signed-in user's orders, newest first, each with its receipt. */
export function PaymentsPage({ queryRef }: { queryRef: PreloadedQuery<PaymentsPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = usePreloadedQuery<PaymentsPageQuery>(
    graphql`
      query PaymentsPageQuery @preloadable {
        viewer {
          payments(first: 50) {
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
      }
    `,
    queryRef,
  );
  const edges = viewer?.payments.edges ?? [];
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'commerce.payments.title' })} />
      {!viewer && (
        <Body1>
          <FormattedMessage id="commerce.signInFirst" />
        </Body1>
      )}
      {viewer && edges.length === 0 && (
        <Body1>
          <FormattedMessage id="commerce.payments.empty" />
        </Body1>
      )}
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <Card className={styles.card}>
              <div className={styles.text}>
                <Text weight="semibold">
                  {formatNumber(locale, node.number)} — {node.title}
                </Text>
                <Body1 className={styles.muted}>
                  {formatTehranDateTime(locale, node.createdAt as string)} ·{' '}
                  <FormattedMessage id={`commerce.status.${node.status}`} /> ·{' '}
                  <Tomans rials={node.payableAmount as number} />
                </Body1>
              </div>
              <ButtonLink to={`/receipt/${encodeURIComponent(node.id)}`}>
                <FormattedMessage id="commerce.payments.view" />
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
