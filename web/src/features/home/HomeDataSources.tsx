import { Badge, Body1, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DatabaseRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeDataSourcesFragment$key } from '../../__generated__/HomeDataSourcesFragment.graphql';
import { HomeSection } from './HomeSection.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  icon: { color: tokens.colorBrandForeground1, fontSize: '24px' },
  description: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/** The official sources the data comes from. */
export function HomeDataSources({ home }: { home: HomeDataSourcesFragment$key }) {
  const styles = useStyles();
  const { dataSources } = useFragment(
    graphql`
      fragment HomeDataSourcesFragment on HomePage {
        dataSources(first: 12) {
          edges {
            node {
              id
              name
              description
              updateFrequency
            }
          }
        }
      }
    `,
    home,
  );
  if (dataSources.edges.length === 0) return null;
  return (
    <HomeSection
      id="home-data-sources"
      title={<FormattedMessage id="home.dataSources.title" />}
      lead={<FormattedMessage id="home.dataSources.lead" />}
    >
      <div className={styles.grid}>
        {dataSources.edges.map(({ node: source }) => (
          <Panel key={source.id} appearance="outline">
            <CardHeader
              image={<DatabaseRegular className={styles.icon} aria-hidden />}
              header={
                <Text as="h3" weight="semibold">
                  {source.name}
                </Text>
              }
              action={
                <Badge appearance="tint" color="informative">
                  {source.updateFrequency}
                </Badge>
              }
            />
            <Body1 className={styles.description}>{source.description}</Body1>
          </Panel>
        ))}
      </div>
    </HomeSection>
  );
}
