import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DiscountCodeCardFragment$key } from '../../__generated__/DiscountCodeCardFragment.graphql';
import { Tomans } from '../format/Tomans.tsx';
import { formatNumber } from '../format/numbers.ts';
import { useLocale } from '../locale/useLocale.ts';
import { useAppToast } from '../toast/useAppToast.tsx';
import { Panel } from '../ui/Panel.tsx';
import { wholeCode } from '../ui/leftToRight.ts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, maxWidth: '480px' },
  codeRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  code: {
    ...wholeCode,
    fontSize: tokens.fontSizeBase500,
    letterSpacing: '0.08em',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The learner's shareable discount code: what it gives friends and the owner, and a copy button. */
export function DiscountCodeCard({ viewer }: { viewer: DiscountCodeCardFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const { discountCode } = useFragment(
    graphql`
      fragment DiscountCodeCardFragment on Viewer {
        discountCode {
          code
          percentOff
          referrerCredit
          timesUsed
        }
      }
    `,
    viewer,
  );
  const copy = () =>
    navigator.clipboard.writeText(discountCode.code).then(
      () => toast.success(intl.formatMessage({ id: 'credits.discountCode.copied' })),
      () => toast.error(intl.formatMessage({ id: 'credits.discountCode.copyFailed' })),
    );
  return (
    <Panel className={styles.card} data-testid="discount-code-card">
      <Subtitle2 as="h3">
        <TicketDiagonalRegular aria-hidden /> <FormattedMessage id="credits.discountCode.title" />
      </Subtitle2>
      <div className={styles.codeRow}>
        <bdi className={styles.code} data-testid="discount-code">
          {discountCode.code}
        </bdi>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          <FormattedMessage id="credits.discountCode.copy" />
        </Button>
      </div>
      <Body1>
        <FormattedMessage
          id="credits.discountCode.gives"
          values={{
            percent: formatNumber(locale, discountCode.percentOff),
            credit: <Tomans rials={discountCode.referrerCredit} />,
          }}
        />
      </Body1>
      <Caption1 className={styles.muted}>
        <FormattedMessage
          id="credits.discountCode.timesUsed"
          values={{ count: discountCode.timesUsed, formatted: formatNumber(locale, discountCode.timesUsed) }}
        />
      </Caption1>
    </Panel>
  );
}
