import {
  Badge,
  Body1,
  Button,
  Caption1,
  Divider,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, DeviceMeetingRoomRegular, StarFilled } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PricingPlanCardFragment$key } from '../../__generated__/PricingPlanCardFragment.graphql';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXL },
  highlighted: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  description: { color: tokens.colorNeutralForeground3, minHeight: '3em' },
  price: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minHeight: '88px' },
  amount: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  original: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  features: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    flexGrow: 1,
  },
  feature: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  featureIcon: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0, marginBlockStart: '3px' },
  sessions: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

/** One subscription plan, priced for the chosen duration. */
export function PricingPlanCard({
  plan,
  durationMonths,
}: {
  plan: PricingPlanCardFragment$key;
  durationMonths: number;
}) {
  const styles = useStyles();
  const consultantRequest = useConsultantRequestVisibility();
  const viewer = useViewer();
  const authDialog = useAuthDialog();
  const data = useFragment(
    graphql`
      fragment PricingPlanCardFragment on PricingPlan {
        package
        name
        description
        features
        highlighted
        sessionLimit
        prices {
          durationMonths
          amount
          discountPercent
          finalAmount
        }
      }
    `,
    plan,
  );
  const price =
    data.prices.find((candidate) => candidate.durationMonths === durationMonths) ?? data.prices[0];
  const headingId = `plan-${data.name}`;

  return (
    <Panel
      className={mergeClasses(styles.card, data.highlighted && styles.highlighted)}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <Text as="h2" id={headingId} size={500} weight="semibold">
          {data.name}
        </Text>
        {data.highlighted ? (
          <Badge appearance="filled" icon={<StarFilled />}>
            <FormattedMessage id="pricing.recommended" />
          </Badge>
        ) : null}
      </div>
      <Body1 className={styles.description}>{data.description}</Body1>
      <div className={styles.price}>
        {!price || price.finalAmount === 0 ? (
          <Text className={styles.amount}>
            <FormattedMessage id="pricing.free" />
          </Text>
        ) : (
          <>
            <Text className={styles.amount}>
              <Tomans rials={price.finalAmount} />
            </Text>
            <Caption1>
              <FormattedMessage id="pricing.duration.for" values={{ months: price.durationMonths }} />
            </Caption1>
            {price.discountPercent > 0 ? (
              <span>
                <Caption1 className={styles.original}>
                  <Tomans rials={price.amount} />
                </Caption1>{' '}
                <Badge appearance="tint" color="success">
                  <FormattedMessage id="pricing.discount" values={{ percent: price.discountPercent / 100 }} />
                </Badge>
              </span>
            ) : null}
          </>
        )}
      </div>
      <Divider />
      <ul className={styles.features}>
        {data.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckmarkCircleFilled className={styles.featureIcon} aria-hidden />
            <Body1>{feature}</Body1>
          </li>
        ))}
      </ul>
      <Caption1 className={styles.sessions}>
        <DeviceMeetingRoomRegular aria-hidden />
        <FormattedMessage id="pricing.sessionLimit" values={{ count: data.sessionLimit }} />
      </Caption1>
      {data.package === 'FREE' ? (
        viewer.signedIn ? (
          <Button disabled>
            <FormattedMessage
              id={viewer.packageType === 'FREE' ? 'commerce.plan.current' : 'commerce.plan.included'}
            />
          </Button>
        ) : (
          <Button appearance="secondary" onClick={() => authDialog.show({ mode: 'signUp' })}>
            <FormattedMessage id="commerce.plan.signUp" />
          </Button>
        )
      ) : (
        <ButtonLink
          appearance={data.highlighted ? 'primary' : 'secondary'}
          to={`/checkout?package=${data.package}&duration=${price?.durationMonths ?? 1}`}
        >
          <FormattedMessage id="commerce.plan.buy" />
        </ButtonLink>
      )}
      {data.package === 'ENTERPRISE' && (
        <Button appearance="subtle" onClick={consultantRequest.open}>
          <FormattedMessage id="commerce.plan.talk" />
        </Button>
      )}
    </Panel>
  );
}
