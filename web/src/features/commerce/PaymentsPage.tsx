import { Body1 } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { PaymentList } from './PaymentList.tsx';

/** `/payments`: the signed-in user's orders, newest first, each with its receipt. */
export function PaymentsPage({ queryRef }: { queryRef: PreloadedQuery<PaymentsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PaymentsPageQuery>(
    graphql`
      query PaymentsPageQuery @preloadable {
        viewer {
          ...PaymentListFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'commerce.payments.title' })} />
      {viewer ? (
        <PaymentList viewer={viewer} />
      ) : (
        <Body1>
          <FormattedMessage id="shell.signInFirst" />
        </Body1>
      )}
    </PageContainer>
  );
}
