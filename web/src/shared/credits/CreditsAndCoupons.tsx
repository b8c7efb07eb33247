import {
  Badge,
  Body1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreditsAndCouponsFragment$key } from '../../__generated__/CreditsAndCouponsFragment.graphql';
import { formatDate } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';
import { Tomans } from '../format/Tomans.tsx';
import { useLocale } from '../locale/useLocale.ts';
import { wholeCode } from '../ui/leftToRight.ts';
import { phoneScreen, stackedTableOnPhone } from '../ui/stackedTableOnPhone.ts';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  balance: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  added: { color: tokens.colorPaletteGreenForeground1 },
  spent: { color: tokens.colorPaletteRedForeground1 },
  code: wholeCode,
  stacked: stackedTableOnPhone,
  // On a phone an entry's date and amount share the card's first line, its description across under them.
  historyOnPhone: {
    [phoneScreen]: {
      '& tbody td:first-child': { gridColumn: 'auto' },
      '& tbody td:nth-child(2)': { gridColumn: '1 / -1', order: 1 },
    },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  description: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
});

const statusColour = { AVAILABLE: 'success', USED: 'informative', EXPIRED: 'danger' } as const;

/** The learner's credit (balance and history, Solar Hijri dates) and the coupons issued to them. */
export function CreditsAndCoupons({ viewer }: { viewer: CreditsAndCouponsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CreditsAndCouponsFragment on Viewer {
        creditBalance
        creditLogs(first: 50) {
          edges {
            node {
              id
              amount
              reason
              description
              createdAt
            }
          }
        }
        coupons(first: 50) {
          edges {
            node {
              id
              code
              percentOff
              amount
              expiresAt
              status
            }
          }
        }
      }
    `,
    viewer,
  );
  return (
    <>
      <div className={styles.block} data-testid="credit-balance">
        <Subtitle2 as="h3">
          <FormattedMessage id="credits.balance" />
        </Subtitle2>
        <Body1 className={styles.balance}>
          <Tomans rials={data.creditBalance} />
        </Body1>
      </div>
      <div className={styles.block}>
        <Subtitle2 as="h3">
          <FormattedMessage id="credits.history" />
        </Subtitle2>
        {data.creditLogs.edges.length === 0 ? (
          <Body1 className={styles.muted}>
            <FormattedMessage id="credits.history.empty" />
          </Body1>
        ) : (
          <Table
            size="small"
            className={mergeClasses(styles.stacked, styles.historyOnPhone)}
            aria-label={intl.formatMessage({ id: 'credits.history' })}
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.date" />
                </TableHeaderCell>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.description" />
                </TableHeaderCell>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.amount" />
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.creditLogs.edges.map(({ node }) => (
                <TableRow key={node.id} data-testid="credit-log">
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.date' })}>
                    {formatDate(locale, node.createdAt)}
                  </TableCell>
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.description' })}>
                    <span className={styles.description}>
                      {node.description}
                      <Badge appearance="outline" size="small" color="informative">
                        <FormattedMessage id={`credits.reason.${node.reason}`} />
                      </Badge>
                    </span>
                  </TableCell>
                  <TableCell
                    className={node.amount >= 0 ? styles.added : styles.spent}
                    data-label={intl.formatMessage({ id: 'credits.column.amount' })}
                  >
                    <Tomans rials={node.amount} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <div className={styles.block}>
        <Subtitle2 as="h3">
          <FormattedMessage id="credits.coupons" />
        </Subtitle2>
        {data.coupons.edges.length === 0 ? (
          <Body1 className={styles.muted}>
            <FormattedMessage id="credits.coupons.empty" />
          </Body1>
        ) : (
          <Table
            size="small"
            className={styles.stacked}
            aria-label={intl.formatMessage({ id: 'credits.coupons' })}
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.code" />
                </TableHeaderCell>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.value" />
                </TableHeaderCell>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.expires" />
                </TableHeaderCell>
                <TableHeaderCell>
                  <FormattedMessage id="credits.column.status" />
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.coupons.edges.map(({ node }) => (
                <TableRow key={node.id} data-testid="coupon">
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.code' })}>
                    <bdi className={styles.code}>{node.code}</bdi>
                  </TableCell>
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.value' })}>
                    {node.percentOff != null ? (
                      <FormattedMessage
                        id="credits.coupon.percent"
                        values={{ percent: formatNumber(locale, node.percentOff) }}
                      />
                    ) : node.amount != null ? (
                      <Tomans rials={node.amount} />
                    ) : null}
                  </TableCell>
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.expires' })}>
                    {formatDate(locale, node.expiresAt)}
                  </TableCell>
                  <TableCell data-label={intl.formatMessage({ id: 'credits.column.status' })}>
                    <Badge
                      appearance="tint"
                      color={statusColour[node.status as keyof typeof statusColour] ?? 'informative'}
                    >
                      <FormattedMessage id={`credits.coupon.status.${node.status}`} />
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  );
}
