import { makeStyles, tokens } from '@fluentui/react-components';
import { Tab, TabList } from '../../shared/ui/TabList.tsx';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { PricingPageQuery } from '../../__generated__/PricingPageQuery.graphql';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { PricingPlanCard } from './PricingPlanCard.tsx';

const useStyles = makeStyles({
  durations: { display: 'flex', justifyContent: 'center', marginBlockEnd: tokens.spacingVerticalXXL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(250px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
  },
});

/** Subscription plans, priced for the duration the visitor picks. */
export function PricingPage({ queryRef }: { queryRef: PreloadedQuery<PricingPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { pricingPlans } = usePreloadedQuery<PricingPageQuery>(
    graphql`
      query PricingPageQuery @preloadable {
        pricingPlans(first: 20) {
          edges {
            node {
              id
              prices {
                durationMonths
              }
              ...PricingPlanCardFragment
            }
          }
        }
      }
    `,
    queryRef,
  );
  const plans = pricingPlans.edges.map(({ node }) => node);
  const durations = [
    ...new Set(plans.flatMap((plan) => plan.prices.map((price) => price.durationMonths))),
  ].sort((a, b) => a - b);
  const [durationMonths, setDurationMonths] = useState(() => durations.at(-1) ?? 12);

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'pricing.title' })}
        subtitle={<FormattedMessage id="pricing.subtitle" />}
      />
      {durations.length > 1 ? (
        <div className={styles.durations}>
          <TabList
            appearance="subtle"
            selectedValue={String(durationMonths)}
            onTabSelect={(_, { value }) => setDurationMonths(Number(value))}
            aria-label={intl.formatMessage({ id: 'pricing.duration.label' })}
          >
            {durations.map((months) => (
              <Tab key={months} value={String(months)}>
                <FormattedMessage id="pricing.duration.months" values={{ months }} />
              </Tab>
            ))}
          </TabList>
        </div>
      ) : null}
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PricingPlanCard key={plan.id} plan={plan} durationMonths={durationMonths} />
        ))}
      </div>
    </PageContainer>
  );
}
