import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactElement, ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip } from 'recharts';
import type {
  IndustryFiguresFragment$data,
  IndustryFiguresFragment$key,
} from '../../../__generated__/IndustryFiguresFragment.graphql';
import type { IndustryPageQuery } from '../../../__generated__/IndustryPageQuery.graphql';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ChartFrame, chartMargin } from '../../../shared/charts/ChartFrame.tsx';
import { chartTooltipStyles } from '../../../shared/charts/chartTooltipStyles.ts';
import { ChartLegend } from '../../../shared/charts/ChartLegend.tsx';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { IndustryCourses } from './IndustryCourses.tsx';
import { IndustryPicker } from './IndustryPicker.tsx';
import { formatCompact, formatUsd, formatYear } from '../format/businessFormat.ts';
import { everyYear } from '../../../shared/charts/everyYear.ts';
import { amountAxis, namesAxis, amountAlongAxis, namesChartMargin, yearAxis } from '../charts/chartAxes.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(480px, 100%), 1fr))',
    gap: tokens.spacingHorizontalXXL,
  },
  heading: { display: 'block', marginBlockStart: tokens.spacingVerticalL },
});

const colours = {
  primary: '#0f6cbd',
  compared: '#e97548',
  imports: '#d13438',
  exports: '#107c10',
  comparedImports: '#f1a7a9',
  comparedExports: '#9fd89f',
};
/** How many largest companies the paid packages show; fewer means the viewer's package cut the list. */
const fullLargestCount = 10;

const figuresFragment = graphql`
  fragment IndustryFiguresFragment on IndustryAnalysis {
    code
    title
    companyCount
    totalCapital
    byProvince {
      label
      count
    }
    byFoundingYear {
      year
      count
    }
    capitalDistribution {
      upTo
      count
    }
    largestCompanies {
      id
      name
      capital
    }
    largestCompaniesLimit
    gated {
      capability
      ...UpgradeHintFragment
    }
    tradeByYear {
      year
      importUsd
      exportUsd
    }
    tradeByChapter {
      chapter
      title
      importUsd
      exportUsd
    }
  }
`;

type Figures = IndustryFiguresFragment$data;

/** A row of side-by-side series: a name or year, and a value for each industry. */
interface CountRow {
  key: string | number;
  primary: number;
  compared: number;
}

/** Rows keyed by `key` with one value column per industry, for side-by-side series. */
function merged<Row>(
  primary: readonly Row[],
  compared: readonly Row[] | null,
  key: (row: Row) => string | number,
  value: (row: Row) => number,
) {
  const rows = new Map<string | number, CountRow>();
  for (const row of primary) rows.set(key(row), { key: key(row), primary: value(row), compared: 0 });
  for (const row of compared ?? []) {
    const existing = rows.get(key(row)) ?? { key: key(row), primary: 0, compared: 0 };
    existing.compared = value(row);
    rows.set(key(row), existing);
  }
  return [...rows.values()];
}

interface TradeFigures {
  readonly importUsd: number;
  readonly exportUsd: number;
}

/** Imports and exports of both industries per key (year or HS chapter), one row per key. */
function tradeRows<Row extends TradeFigures>(
  primary: readonly Row[],
  compared: readonly Row[] | null,
  key: (row: Row) => string | number,
) {
  const rows = new Map<
    string | number,
    {
      key: string | number;
      primaryImportUsd: number;
      primaryExportUsd: number;
      comparedImportUsd: number;
      comparedExportUsd: number;
    }
  >();
  const rowFor = (row: Row) =>
    rows.get(key(row)) ?? {
      key: key(row),
      primaryImportUsd: 0,
      primaryExportUsd: 0,
      comparedImportUsd: 0,
      comparedExportUsd: 0,
    };
  for (const row of primary)
    rows.set(key(row), { ...rowFor(row), primaryImportUsd: row.importUsd, primaryExportUsd: row.exportUsd });
  for (const row of compared ?? [])
    rows.set(key(row), {
      ...rowFor(row),
      comparedImportUsd: row.importUsd,
      comparedExportUsd: row.exportUsd,
    });
  return [...rows.values()];
}

/** An ISIC industry in charts, optionally beside a second one. */
/** One breakdown: its heading, and its chart in a frame named by the same text. */
function ChartSection({ titleId, children }: { titleId: string; children: ReactElement }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <section>
      <Subtitle2 as="h2" className={styles.heading}>
        <FormattedMessage id={titleId} />
      </Subtitle2>
      <ChartFrame label={intl.formatMessage({ id: titleId })}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </ChartFrame>
    </section>
  );
}

export function IndustryPage({ queryRef }: { queryRef: PreloadedQuery<IndustryPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<IndustryPageQuery>(
    graphql`
      query IndustryPageQuery($code: String!, $compare: String!, $hasCompare: Boolean!) @preloadable {
        industryAnalysis(code: $code) {
          ...IndustryFiguresFragment
          ...IndustryCoursesFragment
        }
        compared: industryAnalysis(code: $compare) @include(if: $hasCompare) {
          ...IndustryFiguresFragment
        }
      }
    `,
    queryRef,
  );
  if (!data.industryAnalysis) {
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'business.industry.notFound' })} />
        <IndustryPicker />
      </PageContainer>
    );
  }
  return (
    <IndustryView
      primary={data.industryAnalysis}
      compared={data.compared ?? null}
      courses={<IndustryCourses industry={data.industryAnalysis} />}
    />
  );
}

function IndustryView({
  primary,
  compared,
  courses,
}: {
  primary: IndustryFiguresFragment$key;
  compared: IndustryFiguresFragment$key | null;
  courses: ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const first = useFragment(figuresFragment, primary);
  const second: Figures | null = useFragment(figuresFragment, compared) ?? null;
  const number = (value: number) => formatNumber(locale, value);
  const names = { primary: first.title, compared: second?.title ?? '' };
  const bracketLabel = (upTo: number | null | undefined) =>
    upTo == null
      ? intl.formatMessage({ id: 'business.industry.bracketTop' })
      : intl.formatMessage({ id: 'business.industry.bracket' }, { amount: formatCompact(locale, upTo) });
  const twoSeries = (
    <>
      <Bar dataKey="primary" name={names.primary} fill={colours.primary} />
      {second ? <Bar dataKey="compared" name={names.compared} fill={colours.compared} /> : null}
    </>
  );
  const tradeLabel = (direction: 'IMPORT' | 'EXPORT', title: string) =>
    second
      ? intl.formatMessage(
          { id: 'business.industry.tradeOf' },
          { direction: intl.formatMessage({ id: `business.trade.${direction}` }), title },
        )
      : intl.formatMessage({ id: `business.trade.${direction}` });
  const tradeSeries = (
    <>
      <Bar dataKey="primaryImportUsd" name={tradeLabel('IMPORT', names.primary)} fill={colours.imports} />
      <Bar dataKey="primaryExportUsd" name={tradeLabel('EXPORT', names.primary)} fill={colours.exports} />
      {second ? (
        <Bar
          dataKey="comparedImportUsd"
          name={tradeLabel('IMPORT', names.compared)}
          fill={colours.comparedImports}
        />
      ) : null}
      {second ? (
        <Bar
          dataKey="comparedExportUsd"
          name={tradeLabel('EXPORT', names.compared)}
          fill={colours.comparedExports}
        />
      ) : null}
    </>
  );
  /** Counts per name (a province, a capital bracket), a bar for each industry, the names in `namesWidth`. */
  const countsByName = (data: readonly CountRow[], namesWidth: number) => (
    <BarChart layout="vertical" margin={namesChartMargin(locale)} data={data}>
      <CartesianGrid strokeDasharray="3 3" />
      {namesAxis(locale, { width: namesWidth, fontSize: 11, maxLines: 1 })}
      {amountAlongAxis(locale)}
      <Tooltip {...chartTooltipStyles(locale)} formatter={(value) => number(Number(value))} />
      <ChartLegend />
      {twoSeries}
    </BarChart>
  );
  // Without the package the breakdowns come empty: the upgrade hint says why, and no empty chart is drawn under it.
  const breakdownsShown = !first.gated.some((gate) => gate.capability === 'industryAnalysis');
  const yearTooltip = (format: (value: number) => string) => (
    <Tooltip
      {...chartTooltipStyles(locale)}
      formatter={(value) => format(Number(value))}
      labelFormatter={(year) => formatYear(locale, Number(year))}
    />
  );
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.industry.title' }, { title: first.title })}
        subtitle={
          <FormattedMessage
            id="business.industry.subtitle"
            values={{
              count: first.companyCount,
              capital: formatCompact(locale, first.totalCapital),
              code: formatDigits(locale, first.code),
            }}
          />
        }
      />
      <IndustryPicker known={second ? [first, second] : [first]} />
      {first.gated
        .filter((gate) => gate.capability !== 'largestCompanies')
        .map((gate) => (
          <UpgradeHint key={gate.capability} gate={gate} />
        ))}
      {first.largestCompaniesLimit < fullLargestCount ? (
        <UpgradeHint>
          <FormattedMessage
            id="business.industry.largestLimited"
            values={{ count: first.largestCompaniesLimit, full: fullLargestCount }}
          />
        </UpgradeHint>
      ) : null}
      {second ? (
        <Caption1 className={styles.heading}>
          <FormattedMessage
            id="business.industry.comparing"
            values={{ first: first.title, second: second.title }}
          />
        </Caption1>
      ) : null}
      <div className={styles.grid}>
        {breakdownsShown ? (
          <>
            <ChartSection titleId="business.industry.byProvince">
              {countsByName(
                merged(
                  first.byProvince,
                  second?.byProvince ?? null,
                  (row) => row.label,
                  (row) => row.count,
                ).slice(0, 12),
                136,
              )}
            </ChartSection>
            <ChartSection titleId="business.industry.byYear">
              <LineChart
                margin={chartMargin}
                data={everyYear(
                  merged(
                    first.byFoundingYear,
                    second?.byFoundingYear ?? null,
                    (row) => row.year,
                    (row) => row.count,
                  ),
                  (row) => row.key,
                  (year) => ({ key: year, primary: 0, compared: 0 }),
                )}
              >
                <CartesianGrid strokeDasharray="3 3" />
                {yearAxis(locale, 'key')}
                {amountAxis(locale)}
                {yearTooltip(number)}
                <ChartLegend />
                <Line dataKey="primary" name={names.primary} stroke={colours.primary} dot={false} />
                {second ? (
                  <Line dataKey="compared" name={names.compared} stroke={colours.compared} dot={false} />
                ) : null}
              </LineChart>
            </ChartSection>
            <ChartSection titleId="business.industry.capital">
              {countsByName(
                first.capitalDistribution.map((bracket, index) => ({
                  key: bracketLabel(bracket.upTo),
                  primary: bracket.count,
                  compared: second?.capitalDistribution[index]?.count ?? 0,
                })),
                100,
              )}
            </ChartSection>
            <ChartSection titleId="business.industry.tradeByYear">
              <BarChart
                margin={chartMargin}
                data={everyYear(
                  tradeRows(first.tradeByYear, second?.tradeByYear ?? null, (row) => row.year),
                  (row) => row.key,
                  (year) => ({
                    key: year,
                    primaryImportUsd: 0,
                    primaryExportUsd: 0,
                    comparedImportUsd: 0,
                    comparedExportUsd: 0,
                  }),
                )}
              >
                <CartesianGrid strokeDasharray="3 3" />
                {yearAxis(locale, 'key')}
                {amountAxis(locale)}
                {yearTooltip((value) => formatUsd(locale, value))}
                <ChartLegend />
                {tradeSeries}
              </BarChart>
            </ChartSection>
            <ChartSection titleId="business.industry.tradeByChapter">
              <BarChart
                layout="vertical"
                margin={namesChartMargin(locale)}
                data={tradeRows(
                  first.tradeByChapter,
                  second?.tradeByChapter ?? null,
                  (row) => `${formatDigits(locale, row.chapter)} · ${row.title}`,
                )}
              >
                <CartesianGrid strokeDasharray="3 3" />
                {namesAxis(locale, { width: 132, fontSize: 10, maxLines: 2 })}
                {amountAlongAxis(locale)}
                <Tooltip
                  {...chartTooltipStyles(locale)}
                  formatter={(value) => formatUsd(locale, Number(value))}
                />
                <ChartLegend />
                {tradeSeries}
              </BarChart>
            </ChartSection>
          </>
        ) : null}
        {[first, ...(second ? [second] : [])].map((figures) => (
          <section key={figures.code}>
            <Subtitle2 as="h2" className={styles.heading}>
              <FormattedMessage id="business.industry.largestOf" values={{ title: figures.title }} />
            </Subtitle2>
            <Table
              aria-label={intl.formatMessage({ id: 'business.industry.largestOf' }, { title: figures.title })}
            >
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    <FormattedMessage id="business.related.company" />
                  </TableHeaderCell>
                  <TableHeaderCell>
                    <FormattedMessage id="business.company.field.capital" />
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {figures.largestCompanies.map((company) => (
                  <TableRow key={company.id}>
                    <TableCell>
                      <AppLink to={`/company/${company.id}`}>{company.name}</AppLink>
                    </TableCell>
                    <TableCell>
                      {intl.formatMessage({ id: 'business.rials' }, { amount: number(company.capital) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        ))}
      </div>
      {courses}
    </PageContainer>
  );
}
