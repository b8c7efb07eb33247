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
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { CompanyCapitalTabFragment$key } from '../../../__generated__/CompanyCapitalTabFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { ChartFrame, chartMargin } from '../../../shared/charts/ChartFrame.tsx';
import { chartTooltipStyles } from '../../../shared/charts/chartTooltipStyles.ts';
import { EmptyTab } from './EmptyTab.tsx';
import { chartLabel } from '../../../shared/charts/chartLabel.ts';
import { alongFromRight } from '../../../shared/charts/chartDirection.ts';
import { amountAxis } from '../charts/chartAxes.tsx';

/** Registered capital over time, as a step chart and a table. */
export function CompanyCapitalTab({ company }: { company: CompanyCapitalTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { capitalHistory } = useFragment(
    graphql`
      fragment CompanyCapitalTabFragment on Company {
        capitalHistory {
          changedOn
          capital
        }
      }
    `,
    company,
  );
  if (capitalHistory.length === 0) return <EmptyTab />;
  const rials = (amount: number) =>
    intl.formatMessage({ id: 'business.rials' }, { amount: formatNumber(locale, amount) });
  return (
    <section>
      <ChartFrame label={intl.formatMessage({ id: 'business.capital.chart' })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...capitalHistory]} margin={chartMargin}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="changedOn"
              reversed={alongFromRight(locale)}
              tickFormatter={(date: string) => chartLabel(locale, formatDate(locale, date))}
            />
            {amountAxis(locale)}
            <Tooltip
              {...chartTooltipStyles(locale)}
              formatter={(value) => rials(Number(value))}
              labelFormatter={(date) => formatDate(locale, String(date))}
            />
            <Line
              type="stepAfter"
              dataKey="capital"
              name={intl.formatMessage({ id: 'business.company.field.capital' })}
              stroke="#0f6cbd"
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFrame>
      <Table aria-label={intl.formatMessage({ id: 'business.company.tab.capital' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <FormattedMessage id="business.capital.date" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.company.field.capital" />
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {capitalHistory.map((change) => (
            <TableRow key={change.changedOn}>
              <TableCell>{formatDate(locale, change.changedOn)}</TableCell>
              <TableCell>{rials(change.capital)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
