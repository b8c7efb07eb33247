import type { RouteObject } from 'react-router-dom';
import checkoutPageQuery from '../../__generated__/CheckoutPageQuery$parameters';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import paymentsPageQuery from '../../__generated__/PaymentsPageQuery$parameters';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql';
import receiptPageQuery from '../../__generated__/ReceiptPageQuery$parameters';
import type { ReceiptPageQuery } from '../../__generated__/ReceiptPageQuery.graphql';
import { RouteErrorBoundary } from '../../app/errors/RouteErrorBoundary.tsx';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { checkoutVariables } from './checkoutVariables.ts';

/** Checkout, the return from the bank, receipts with their official invoice, and the user's payments. */
export function commerceRoutes(locale: AppLocale): RouteObject[] {
  const loadReceipt = () => import('./ReceiptPage.tsx').then((module) => module.ReceiptPage);
  return [
    queryRoute<CheckoutPageQuery>(
      { path: 'checkout' },
      locale,
      checkoutPageQuery,
      ({ request }) => checkoutVariables(new URL(request.url).searchParams),
      () => import('./CheckoutPage.tsx').then((module) => module.CheckoutPage),
    ),
    {
      path: 'checkout/return',
      lazy: async () => ({ Component: (await import('./CheckoutReturnPage.tsx')).CheckoutReturnPage }),
      errorElement: <RouteErrorBoundary />,
    },
    queryRoute<ReceiptPageQuery>(
      { path: 'receipt/:id' },
      locale,
      receiptPageQuery,
      ({ params }) => ({ id: params.id ?? '' }),
      loadReceipt,
    ),
    queryRoute<ReceiptPageQuery>(
      { path: 'invoice/:id' },
      locale,
      receiptPageQuery,
      ({ params }) => ({ id: params.id ?? '' }),
      loadReceipt,
    ),
    queryRoute<PaymentsPageQuery>({ path: 'payments' }, locale, paymentsPageQuery, {}, () =>
      import('./PaymentsPage.tsx').then((module) => module.PaymentsPage),
    ),
  ];
}
