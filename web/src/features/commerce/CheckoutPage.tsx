import {
  Body1,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isEntitled, paidPackageTypes, type PaidPackageType } from '@rasad/contracts/entitlements.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import { SignInPrompt } from '../../shared/auth/SignInPrompt.tsx';
import { formatDigits } from '../../shared/format/numbers.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { localisedPath } from '../../shared/locale/locales.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { useOrderCreateMutation } from './useOrderCreateMutation.ts';
import { useOrderPayMutation } from './useOrderPayMutation.ts';
import { CheckoutCodeField } from './CheckoutCodeField.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { checkoutVariables } from './checkoutVariables.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 380px)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
});

/** `/checkout`: the summary of a purchase with its duration, seats, discount code, coupon and credit, then the bank. */
export function CheckoutPage({ queryRef }: { queryRef: PreloadedQuery<CheckoutPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const data = usePreloadedQuery<CheckoutPageQuery>(
    graphql`
      query CheckoutPageQuery($input: CheckoutQuoteInput!) @preloadable {
        checkoutTerms {
          durations
          enterpriseIncludedSeats
          enterpriseSeatMonthlyAmount
        }
        viewer {
          creditBalance
        }
        checkoutQuote(input: $input) {
          quote {
            title
            payableAmount
            ...OrderAmountsFragment
          }
          userErrors {
            field
            message
          }
        }
      }
    `,
    queryRef,
  );
  const [createOrder, creating] = useOrderCreateMutation();
  const [payOrder, paying] = useOrderPayMutation();
  const [leaving, setLeaving] = useState(false);
  const { input } = checkoutVariables(search);
  const isCourse = input.courseId !== null;
  const quote = data.checkoutQuote.quote;
  const errorOf = (field: string) =>
    data.checkoutQuote.userErrors.find((error) => error.field.at(-1) === field)?.message;
  // A course not sold here (free, or already the reader's) has nothing to discount: only the way to its page is shown.
  const refusedCourseId = isCourse && errorOf('courseId') !== undefined ? input.courseId : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  if (!data.viewer) {
    return (
      <PageContainer narrow>
        <PageHeader title={intl.formatMessage({ id: 'commerce.checkout.title' })} />
        <SignInPrompt messageId="commerce.checkout.signIn" buttonId="commerce.checkout.signInButton" />
      </PageContainer>
    );
  }

  // The quote is priced without a refused code (its error is shown under its field): the order is placed as quoted.
  const submit = () => {
    createOrder({
      variables: {
        input: {
          ...input,
          discountCode: errorOf('discountCode') === undefined ? input.discountCode : null,
          couponCode: errorOf('couponCode') === undefined ? input.couponCode : null,
        },
      },
      onCompleted: ({ orderCreate }) => {
        const order = orderCreate.order;
        if (!order) return toast.error(orderCreate.userErrors[0]?.message);
        if (order.status === 'DELIVERED') {
          void navigate(localisedPath(locale, `/receipt/${encodeURIComponent(order.id)}`));
          return;
        }
        payOrder({
          variables: { input: { orderId: order.id } },
          onCompleted: ({ orderPay }) => {
            if (!orderPay.paymentUrl) return toast.error(orderPay.userErrors[0]?.message);
            setLeaving(true);
            window.location.assign(orderPay.paymentUrl);
          },
          onError: () => toast.error(),
        });
      },
      onError: () => toast.error(),
    });
  };

  const terms = data.checkoutTerms;
  const busy = creating || paying || leaving;
  return (
    <PageContainer>
      <PageHeader title={intl.formatMessage({ id: 'commerce.checkout.title' })} subtitle={quote?.title} />
      <div className={styles.layout}>
        {refusedCourseId === null && (
          <Panel className={styles.card}>
            {!isCourse && (
              <>
                <Field label={intl.formatMessage({ id: 'commerce.checkout.package' })}>
                  <Dropdown
                    // Neither choice can be left empty: no clear button (Fluent's own is labelled in English).
                    clearButton={null}
                    value={intl.formatMessage({ id: `commerce.package.${input.packageType}` })}
                    selectedOptions={[input.packageType as string]}
                    onOptionSelect={(_, option) => update({ package: option.optionValue ?? null })}
                  >
                    {paidPackageTypes.map((name: PaidPackageType) => (
                      <Option key={name} value={name}>
                        {intl.formatMessage({ id: `commerce.package.${name}` })}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field
                  label={intl.formatMessage({ id: 'commerce.checkout.duration' })}
                  validationMessage={errorOf('durationMonths')}
                >
                  <Dropdown
                    clearButton={null}
                    value={intl.formatMessage(
                      { id: 'commerce.checkout.months' },
                      { count: input.durationMonths },
                    )}
                    selectedOptions={[String(input.durationMonths)]}
                    onOptionSelect={(_, option) => update({ duration: option.optionValue ?? null })}
                  >
                    {terms.durations.map((months) => (
                      <Option
                        key={months}
                        value={String(months)}
                        text={intl.formatMessage({ id: 'commerce.checkout.months' }, { count: months })}
                      >
                        {intl.formatMessage({ id: 'commerce.checkout.months' }, { count: months })}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                {isEntitled(input.packageType, 'companyAdministration') && (
                  <Field
                    label={intl.formatMessage({ id: 'commerce.checkout.seats' })}
                    validationMessage={errorOf('seats')}
                    hint={
                      <FormattedMessage
                        id="commerce.checkout.seatsHint"
                        values={{
                          included: terms.enterpriseIncludedSeats,
                          amount: <Tomans rials={terms.enterpriseSeatMonthlyAmount as number} />,
                        }}
                      />
                    }
                  >
                    <Input
                      inputMode="numeric"
                      defaultValue={formatDigits(
                        locale,
                        String(input.seats ?? terms.enterpriseIncludedSeats),
                      )}
                      onBlur={(event) => update({ seats: toLatinDigits(event.currentTarget.value).trim() })}
                    />
                  </Field>
                )}
              </>
            )}
            <CheckoutCodeField
              label={intl.formatMessage({ id: 'commerce.checkout.discountCode' })}
              error={errorOf('discountCode')}
              initialValue={search.get('code') ?? ''}
              onApply={(code) => update({ code })}
            />
            <CheckoutCodeField
              label={intl.formatMessage({ id: 'commerce.checkout.coupon' })}
              error={errorOf('couponCode')}
              initialValue={search.get('coupon') ?? ''}
              onApply={(coupon) => update({ coupon })}
            />
            {(data.viewer.creditBalance as number) > 0 && (
              <Checkbox
                checked={input.useCredit}
                onChange={(_, checked) => update({ credit: checked.checked ? '1' : null })}
                label={
                  <FormattedMessage
                    id="commerce.checkout.useCredit"
                    values={{ amount: <Tomans rials={data.viewer.creditBalance as number} /> }}
                  />
                }
              />
            )}
          </Panel>
        )}
        <Panel className={styles.card} aria-live="polite">
          <Text weight="semibold" size={400}>
            <FormattedMessage id="commerce.checkout.summary" />
          </Text>
          {quote ? (
            <>
              <OrderAmounts amounts={quote} />
              <Button appearance="primary" size="large" disabled={busy} onClick={submit}>
                {busy ? (
                  <Spinner size="tiny" label={intl.formatMessage({ id: 'commerce.checkout.toBank' })} />
                ) : null}
                {!busy && (
                  <FormattedMessage
                    id={
                      (quote.payableAmount as number) === 0
                        ? 'commerce.checkout.payWithCredit'
                        : 'commerce.checkout.pay'
                    }
                  />
                )}
              </Button>
            </>
          ) : (
            <>
              <Body1>{data.checkoutQuote.userErrors[0]?.message}</Body1>
              {/* A course not bought here (free: «enrol with one click»; already the reader's) is enrolled in or
                  opened on its own page, which the message sends the reader to. */}
              {refusedCourseId !== null ? (
                <ButtonLink appearance="primary" to={`/courses/${encodeURIComponent(refusedCourseId)}`}>
                  <FormattedMessage id="commerce.checkout.toCourse" />
                </ButtonLink>
              ) : null}
            </>
          )}
        </Panel>
      </div>
    </PageContainer>
  );
}
