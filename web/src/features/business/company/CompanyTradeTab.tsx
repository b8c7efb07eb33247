import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip } from 'recharts';
import type { CompanyTradeTabFragment$key } from '../../../__generated__/CompanyTradeTabFragment.graphql';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { ChartFrame, chartMargin } from '../../../shared/charts/ChartFrame.tsx';
import { chartTooltipStyles } from '../../../shared/charts/chartTooltipStyles.ts';
import { ChartLegend } from '../../../shared/charts/ChartLegend.tsx';
import { formatUsd, formatYear } from '../format/businessFormat.ts';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { EmptyTab } from './EmptyTab.tsx';
import { amountAxis, yearAxis } from '../charts/chartAxes.tsx';
import { everyYear } from '../../../shared/charts/everyYear.ts';

/** Imports and exports per Solar Hijri year as a chart, then the customs records the viewer's package shows. */
export function CompanyTradeTab({ company }: { company: CompanyTradeTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { tradeByYear, tradeRecords, tradeRecordCount } = useFragment(
    graphql`
      fragment CompanyTradeTabFragment on Company {
        tradeByYear {
          year
          importUsd
          exportUsd
        }
        tradeRecords {
          year
          direction
          hsCode
          valueUsd
          weightKg
          country
        }
        tradeRecordCount
      }
    `,
    company,
  );
  if (tradeRecords.length === 0) return <EmptyTab />;
  const importLabel = intl.formatMessage({ id: 'business.trade.IMPORT' });
  const exportLabel = intl.formatMessage({ id: 'business.trade.EXPORT' });
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <section>
      <ChartFrame label={intl.formatMessage({ id: 'business.trade.chart' })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            margin={chartMargin}
            data={everyYear(
              tradeByYear.map((row) => ({
                year: row.year,
                importUsd: row.importUsd,
                exportUsd: row.exportUsd,
              })),
              (row) => row.year,
              (year) => ({ year, importUsd: 0, exportUsd: 0 }),
            )}
          >
            <CartesianGrid strokeDasharray="3 3" />
            {yearAxis(locale, 'year')}
            {amountAxis(locale)}
            <Tooltip
              {...chartTooltipStyles(locale)}
              formatter={(value) => formatUsd(locale, Number(value))}
              labelFormatter={(year) => formatYear(locale, Number(year))}
            />
            <ChartLegend />
            <Bar dataKey="importUsd" name={importLabel} fill="#d13438" />
            <Bar dataKey="exportUsd" name={exportLabel} fill="#107c10" />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      {tradeRecords.length < tradeRecordCount ? (
        <UpgradeHint>
          <FormattedMessage
            id="business.trade.limited"
            values={{
              shown: tradeRecords.length,
              total: tradeRecordCount,
            }}
          />
        </UpgradeHint>
      ) : null}
      <Table aria-label={intl.formatMessage({ id: 'business.company.tab.trade' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <FormattedMessage id="business.trade.year" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.trade.direction" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.products.hsCode" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.trade.value" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.trade.weight" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.trade.country" />
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tradeRecords.map((record) => (
            <TableRow key={`${record.year}:${record.hsCode}:${record.direction}:${record.country}`}>
              <TableCell>{formatYear(locale, record.year)}</TableCell>
              <TableCell>{record.direction === 'IMPORT' ? importLabel : exportLabel}</TableCell>
              <TableCell>{formatDigits(locale, record.hsCode)}</TableCell>
              <TableCell>{formatUsd(locale, record.valueUsd)}</TableCell>
              <TableCell>
                {intl.formatMessage(
                  { id: 'business.trade.kilograms' },
                  { amount: formatNumber(locale, record.weightKg) },
                )}
              </TableCell>
              <TableCell>{countries.of(record.country) ?? record.country}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
