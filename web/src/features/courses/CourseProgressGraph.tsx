import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseProgressGraphFragment$key } from '../../__generated__/CourseProgressGraphFragment.graphql';
import { ChartFrame, chartMargin } from '../../shared/charts/ChartFrame.tsx';
import { chartTooltipStyles } from '../../shared/charts/chartTooltipStyles.ts';
import { chartLabel } from '../../shared/charts/chartLabel.ts';
import { alongFromRight, readingSide } from '../../shared/charts/chartDirection.ts';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

const useStyles = makeStyles({
  graph: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The learner's progress in the course by day: share of lessons watched by the end of each day. */
export function CourseProgressGraph({ course }: { course: CourseProgressGraphFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  // The percent sign and its place follow the language (before the number in Persian, after it in English).
  const formatPercent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  const data = useFragment(
    graphql`
      fragment CourseProgressGraphFragment on Course {
        progressGraph {
          date
          watchedSeconds
          progressPercent
        }
      }
    `,
    course,
  );
  if (data.progressGraph.length === 0) return null;
  const lastDaySeconds = data.progressGraph.at(-1)!.watchedSeconds;
  return (
    <section
      className={styles.graph}
      aria-label={intl.formatMessage({ id: 'courses.graph.title' })}
      data-testid="progress-graph"
    >
      <Subtitle2 as="h3">
        <FormattedMessage id="courses.graph.title" />
      </Subtitle2>
      <ChartFrame label={intl.formatMessage({ id: 'courses.graph.title' })} height={180}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            margin={chartMargin}
            data={data.progressGraph.map((point) => ({
              date: point.date,
              progressPercent: point.progressPercent,
            }))}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              reversed={alongFromRight(locale)}
              tickFormatter={(date: string) => chartLabel(locale, formatDate(locale, date))}
            />
            <YAxis
              orientation={readingSide(locale)}
              domain={[0, 100]}
              tickFormatter={(value: number) => chartLabel(locale, formatPercent(value))}
              width={48}
            />
            <Tooltip
              {...chartTooltipStyles(locale)}
              labelFormatter={(date) => formatDate(locale, String(date))}
              formatter={(value) => [
                formatPercent(Number(value)),
                intl.formatMessage({ id: 'courses.graph.progress' }),
              ]}
            />
            <Bar dataKey="progressPercent" fill={tokens.colorBrandBackground} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <Caption1>
        {lastDaySeconds < 60 ? (
          <FormattedMessage id="courses.graph.watchedTodaySeconds" values={{ seconds: lastDaySeconds }} />
        ) : (
          <FormattedMessage
            id="courses.graph.watchedToday"
            values={{ minutes: Math.round(lastDaySeconds / 60) }}
          />
        )}
      </Caption1>
    </section>
  );
}
