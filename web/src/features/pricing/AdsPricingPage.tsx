import {
  Body1,
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { AdsPricingPageQuery } from '../../__generated__/AdsPricingPageQuery.graphql';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { formatDigits } from '../../shared/format/numbers.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { lastCellAcrossOnPhone, stackedTableOnPhone } from '../../shared/ui/stackedTableOnPhone.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  description: { color: tokens.colorNeutralForeground3 },
  // On a phone a placement is a card: its name across, its size and views under their names, its price across.
  table: stackedTableOnPhone,
  priceAcross: lastCellAcrossOnPhone,
  numeric: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', justifyContent: 'flex-end', marginBlockStart: tokens.spacingVerticalXL },
});

/** Advertising placements and their weekly prices. */
export function AdsPricingPage({ queryRef }: { queryRef: PreloadedQuery<AdsPricingPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const consultantRequest = useConsultantRequestVisibility();
  const { adPlacements } = usePreloadedQuery<AdsPricingPageQuery>(
    graphql`
      query AdsPricingPageQuery @preloadable {
        adPlacements(first: 50) {
          edges {
            node {
              id
              name
              description
              size
              weeklyPrice
              weeklyImpressions
            }
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'adsPricing.title' })}
        subtitle={<FormattedMessage id="adsPricing.subtitle" />}
      />
      {/* Focusable, so a keyboard user can scroll the table sideways on a narrow screen. */}
      <div
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'adsPricing.title' })}
      >
        <Table
          className={mergeClasses(styles.table, styles.priceAcross)}
          aria-label={intl.formatMessage({ id: 'adsPricing.title' })}
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <FormattedMessage id="adsPricing.placement" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="adsPricing.size" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="adsPricing.impressions" />
              </TableHeaderCell>
              <TableHeaderCell>
                <FormattedMessage id="adsPricing.weeklyPrice" />
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {adPlacements.edges.map(({ node: placement }) => (
              <TableRow key={placement.id}>
                <TableCell>
                  <TableCellLayout
                    description={<Caption1 className={styles.description}>{placement.description}</Caption1>}
                  >
                    <Body1>{placement.name}</Body1>
                  </TableCellLayout>
                </TableCell>
                <TableCell
                  className={styles.numeric}
                  data-label={intl.formatMessage({ id: 'adsPricing.size' })}
                >
                  <bdi>{formatDigits(locale, placement.size)}</bdi>
                </TableCell>
                <TableCell
                  className={styles.numeric}
                  data-label={intl.formatMessage({ id: 'adsPricing.impressions' })}
                >
                  <FormattedNumber value={placement.weeklyImpressions} />
                </TableCell>
                <TableCell
                  className={styles.numeric}
                  data-label={intl.formatMessage({ id: 'adsPricing.weeklyPrice' })}
                >
                  <Tomans rials={placement.weeklyPrice} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={consultantRequest.open}>
          <FormattedMessage id="adsPricing.request" />
        </Button>
      </div>
    </PageContainer>
  );
}
