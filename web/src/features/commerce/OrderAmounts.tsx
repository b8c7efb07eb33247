import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderAmountsFragment$key } from '../../__generated__/OrderAmountsFragment.graphql';
import { Tomans } from '../../shared/format/Tomans.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  payable: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400 },
});

/** What a quote or an order adds up to, in rials from the API (shown in tomans). */
interface OrderAmountsValues {
  readonly listAmount: unknown;
  readonly discounts: readonly { readonly code: string; readonly label: string; readonly amount: unknown }[];
  readonly vatPercent: number;
  readonly vatAmount: unknown;
  readonly totalAmount: unknown;
  readonly creditApplied: unknown;
  readonly payableAmount: unknown;
}

/** The lines of a quote or an order: price, each discount, VAT, total, credit, to pay. */
export function OrderAmounts({ amounts: amountsKey }: { amounts: OrderAmountsFragment$key }) {
  const amounts = useFragment(
    graphql`
      fragment OrderAmountsFragment on PurchaseAmounts {
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
      }
    `,
    amountsKey,
  );
  return <AmountLines amounts={amounts} />;
}

/** The lines of a purchase, label on one side and amount on the other: price, each discount, VAT, total, credit, to pay. */
function AmountLines({ amounts }: { amounts: OrderAmountsValues }) {
  const styles = useStyles();
  const intl = useIntl();
  const line = (label: ReactNode, rials: unknown, deducted = false) => (
    <div className={styles.row}>
      <span>{label}</span>
      <span>
        {deducted ? '− ' : null}
        <Tomans rials={rials as number} />
      </span>
    </div>
  );
  return (
    <>
      {line(<FormattedMessage id="commerce.checkout.list" />, amounts.listAmount)}
      {amounts.discounts.map((discount) => (
        <div key={discount.code} className={styles.row}>
          <span className={styles.muted}>{discount.label}</span>
          <span>
            − <Tomans rials={discount.amount as number} />
          </span>
        </div>
      ))}
      {line(
        <FormattedMessage
          id="commerce.checkout.vat"
          values={{ percent: intl.formatNumber(amounts.vatPercent) }}
        />,
        amounts.vatAmount,
      )}
      {line(<FormattedMessage id="commerce.checkout.total" />, amounts.totalAmount)}
      {(amounts.creditApplied as number) > 0 &&
        line(<FormattedMessage id="commerce.checkout.credit" />, amounts.creditApplied, true)}
      <Divider />
      <div className={`${styles.row} ${styles.payable}`}>
        <span>
          <FormattedMessage id="commerce.checkout.payable" />
        </span>
        <span data-testid="checkout-payable">
          <Tomans rials={amounts.payableAmount as number} />
        </span>
      </div>
    </>
  );
}
