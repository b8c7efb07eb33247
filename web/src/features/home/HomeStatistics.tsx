import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeStatisticsFragment$key } from '../../__generated__/HomeStatisticsFragment.graphql';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginBlockStart: '-48px',
  },
  card: { alignItems: 'center', textAlign: 'center', paddingBlock: tokens.spacingVerticalXL },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  label: { color: tokens.colorNeutralForeground2 },
});

/** How much reference data stands behind the platform. */
export function HomeStatistics({ home }: { home: HomeStatisticsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const { statistics } = useFragment(
    graphql`
      fragment HomeStatisticsFragment on HomePage {
        statistics {
          provinceCount
          cityCount
          industryCount
          hsCodeCount
        }
      }
    `,
    home,
  );
  const figures = [
    { id: 'home.statistics.provinces', value: statistics.provinceCount },
    { id: 'home.statistics.cities', value: statistics.cityCount },
    { id: 'home.statistics.industries', value: statistics.industryCount },
    { id: 'home.statistics.hsCodes', value: statistics.hsCodeCount },
  ];
  return (
    <section className={styles.grid} aria-label={intl.formatMessage({ id: 'home.statistics.label' })}>
      {figures.map((figure) => (
        <Panel key={figure.id} className={styles.card}>
          <Text className={styles.value}>
            <FormattedNumber value={figure.value} />
          </Text>
          <Text className={styles.label}>
            <FormattedMessage id={figure.id} />
          </Text>
        </Panel>
      ))}
    </section>
  );
}
