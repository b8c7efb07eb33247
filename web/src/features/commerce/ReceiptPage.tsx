import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ReceiptPageQuery } from '../../__generated__/ReceiptPageQuery.graphql';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { InvoiceBuyerForm } from './InvoiceBuyerForm.tsx';
import { OrderReceipt } from './OrderReceipt.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** `/receipt/:id` and `/invoice/:id`: an order's receipt, brought up to date with the bank, and its official invoice. */
export function ReceiptPage({ queryRef }: { queryRef: PreloadedQuery<ReceiptPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = usePreloadedQuery<ReceiptPageQuery>(
    graphql`
      query ReceiptPageQuery($id: ID!) @preloadable {
        viewer {
          order(id: $id) {
            number
            status
            course {
              id
            }
            ...OrderReceiptFragment
            ...InvoiceBuyerFormFragment
          }
        }
      }
    `,
    queryRef,
  );
  const order = viewer?.order;
  if (!order) {
    return (
      <PageContainer narrow>
        <PageHeader title={intl.formatMessage({ id: 'commerce.payments.title' })} />
        <Body1>
          <FormattedMessage id={viewer ? 'commerce.receipt.notFound' : 'shell.signInFirst'} />
        </Body1>
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <PageHeader
        title={intl.formatMessage(
          { id: 'commerce.receipt.title' },
          { number: formatNumber(locale, order.number) },
        )}
      />
      <div className={styles.stack}>
        <OrderReceipt order={order} />
        {order.status === 'DELIVERED' && order.course && (
          <ButtonLink appearance="primary" to={`/courses/${encodeURIComponent(order.course.id)}`}>
            <FormattedMessage id="commerce.receipt.goToCourse" />
          </ButtonLink>
        )}
        {order.status === 'DELIVERED' && <InvoiceBuyerForm order={order} />}
      </div>
    </PageContainer>
  );
}
