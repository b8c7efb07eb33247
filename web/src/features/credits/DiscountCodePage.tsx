import { Body1, Button } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { DiscountCodePageQuery } from '../../__generated__/DiscountCodePageQuery.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { DiscountCodeCard } from '../../shared/credits/DiscountCodeCard.tsx';

/** `/profile/discount-code`: the learner's code to share, what it gives, and a copy button. */
export function DiscountCodePage({ queryRef }: { queryRef: PreloadedQuery<DiscountCodePageQuery> }) {
  const intl = useIntl();
  const authDialog = useAuthDialog();
  const { viewer } = usePreloadedQuery<DiscountCodePageQuery>(
    graphql`
      query DiscountCodePageQuery @preloadable {
        viewer {
          ...DiscountCodeCardFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'credits.discountCode.title' })} />
      {viewer ? (
        <>
          <Body1 as="p">
            <FormattedMessage id="credits.discountCode.lead" />
          </Body1>
          <DiscountCodeCard viewer={viewer} />
        </>
      ) : (
        <Body1>
          <FormattedMessage id="credits.signInFirst" />{' '}
          <Button size="small" appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
            <FormattedMessage id="credits.signIn" />
          </Button>
        </Body1>
      )}
    </PageContainer>
  );
}
