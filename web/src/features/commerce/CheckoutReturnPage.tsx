import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localisedPath } from '../../shared/locale/locales.ts';
import { useAuthContext } from '../../shared/auth/AuthProvider.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useOrderConfirmMutation } from './useOrderConfirmMutation.ts';

/**
 * `/checkout/return?order=…`: where the bank sends the payer back. The order is verified and delivered (the session's
 * tokens come back with the new package), then the receipt is shown.
 */
export function CheckoutReturnPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useAppToast();
  const [search] = useSearchParams();
  const [confirm] = useOrderConfirmMutation();
  const { signedIn } = useAuthContext();
  const started = useRef(false);
  const orderId = search.get('order') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({
      variables: { input: { orderId } },
      onCompleted: ({ orderConfirm }) => {
        const order = orderConfirm.order;
        if (!order) {
          toast.error(orderConfirm.userErrors[0]?.message);
          void navigate(localisedPath(locale, '/payments'), { replace: true });
          return;
        }
        // The session now carries the package bought: the store's viewer takes it.
        if (orderConfirm.viewer) {
          const { uuid, userName, packageType } = orderConfirm.viewer;
          signedIn({ uuid, userName, packageType });
        }
        void navigate(localisedPath(locale, `/receipt/${encodeURIComponent(order.id)}`), { replace: true });
      },
      onError: () => {
        toast.error();
        void navigate(localisedPath(locale, '/payments'), { replace: true });
      },
    });
  }, [confirm, locale, navigate, orderId, signedIn, toast]);

  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'commerce.return.title' })} />
      <Spinner label={intl.formatMessage({ id: 'commerce.return.checking' })} />
    </PageContainer>
  );
}
