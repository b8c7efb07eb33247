import { Badge, Body1, Card, Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderReceipt_order$key } from '../../__generated__/OrderReceipt_order.graphql';
import { formatDate, formatTehranDateTime } from '../../shared/format/dates.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightBold },
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
});

const statusColour = {
  AWAITING_PAYMENT: 'warning',
  AT_BANK: 'warning',
  VERIFIED: 'informative',
  DELIVERED: 'success',
  CANCELLED: 'subtle',
  REFUNDED: 'danger',
} as const;

/** An order's receipt: what was bought, every discount, VAT, credit, what the bank took, and the bank's numbers. */
export function OrderReceipt({ order }: { order: OrderReceipt_order$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrderReceipt_order on Order {
        title
        status
        listAmount
        discounts {
          code
          label
          amount
        }
        vatPercent
        vatAmount
        totalAmount
        creditApplied
        payableAmount
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
    <Card className={styles.card}>
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
        {formatTehranDateTime(locale, data.createdAt as string)}
      </Body1>
      <Divider />
      <div className={styles.row}>
        <FormattedMessage id="commerce.checkout.list" />
        <Tomans rials={data.listAmount as number} />
      </div>
      {data.discounts.map((discount) => (
        <div key={discount.code} className={styles.row}>
          <span>{discount.label}</span>
          <span>
            − <Tomans rials={discount.amount as number} />
          </span>
        </div>
      ))}
      <div className={styles.row}>
        <FormattedMessage
          id="commerce.checkout.vat"
          values={{ percent: intl.formatNumber(data.vatPercent) }}
        />
        <Tomans rials={data.vatAmount as number} />
      </div>
      <div className={styles.row}>
        <FormattedMessage id="commerce.checkout.total" />
        <Tomans rials={data.totalAmount as number} />
      </div>
      {(data.creditApplied as number) > 0 && (
        <div className={styles.row}>
          <FormattedMessage id="commerce.checkout.credit" />
          <span>
            − <Tomans rials={data.creditApplied as number} />
          </span>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <FormattedMessage id="commerce.checkout.payable" />
        <Tomans rials={data.payableAmount as number} />
      </div>
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
          <span className={styles.ltr}>{formatDigits(locale, data.maskedCardNumber)}</span>
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
    </Card>
  );
}
