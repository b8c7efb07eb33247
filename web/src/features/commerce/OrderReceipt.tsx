import { Badge, Body1, Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderReceiptFragment$key } from '../../__generated__/OrderReceiptFragment.graphql';
import { formatDate, formatTehranRecordedAt } from '../../shared/format/dates.ts';
import { formatCardNumber, formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { OrderAmounts } from './OrderAmounts.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { leftToRightRun } from '../../shared/ui/leftToRight.ts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  ltr: leftToRightRun,
});

const statusColour = {
  AWAITING_PAYMENT: 'warning',
  AT_BANK: 'warning',
  VERIFIED: 'informative',
  DELIVERED: 'success',
  CANCELLED: 'subtle',
  EXPIRED: 'subtle',
  REFUNDED: 'danger',
} as const;

/** An order's receipt: what was bought, every discount, VAT, credit, what the bank took, and the bank's numbers. */
export function OrderReceipt({ order }: { order: OrderReceiptFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment OrderReceiptFragment on Order {
        title
        status
        ...OrderAmountsFragment
        referenceNumber
        traceNumber
        maskedCardNumber
        createdAt
        periodEndsAt
      }
    `,
    order,
  );
  const status = data.status as keyof typeof statusColour;
  return (
    <Panel className={styles.card}>
      <div className={styles.row}>
        <Text weight="semibold" size={500}>
          {data.title}
        </Text>
        <Badge appearance="tint" color={statusColour[status] ?? 'informative'}>
          <FormattedMessage id={`commerce.status.${data.status}`} />
        </Badge>
      </div>
      <Body1 className={styles.muted}>
        <FormattedMessage id="commerce.receipt.date" />:{' '}
        {formatTehranRecordedAt(locale, data.createdAt as string)}
      </Body1>
      <Divider />
      <OrderAmounts amounts={data} />
      {(data.referenceNumber || data.traceNumber) && <Divider />}
      {data.referenceNumber && (
        <div className={styles.row}>
          <FormattedMessage id="commerce.receipt.reference" />
          <span>{formatDigits(locale, data.referenceNumber)}</span>
        </div>
      )}
      {data.traceNumber && (
        <div className={styles.row}>
          <FormattedMessage id="commerce.receipt.trace" />
          <span>{formatDigits(locale, data.traceNumber)}</span>
        </div>
      )}
      {data.maskedCardNumber && (
        <div className={styles.row}>
          <FormattedMessage id="commerce.receipt.card" />
          <span className={styles.ltr}>{formatCardNumber(locale, data.maskedCardNumber)}</span>
        </div>
      )}
      {data.periodEndsAt && (
        <Body1>
          <FormattedMessage
            id="commerce.receipt.period"
            values={{ date: formatDate(locale, data.periodEndsAt as string) }}
          />
        </Body1>
      )}
    </Panel>
  );
}
