import { Body1, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  AppsRegular,
  DataBarVerticalRegular,
  FilterRegular,
  GlobeRegular,
  HatGraduationRegular,
  OrganizationRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeServicesFragment$key } from '../../__generated__/HomeServicesFragment.graphql';
import { StretchedLink } from '../../shared/ui/StretchedLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';

const serviceIcons: Record<string, FluentIcon> = {
  search: SearchRegular,
  filter: FilterRegular,
  chart: DataBarVerticalRegular,
  graph: OrganizationRegular,
  globe: GlobeRegular,
  course: HatGraduationRegular,
};

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { height: '100%', position: 'relative' },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '24px',
  },
  description: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/** What the platform offers. */
export function HomeServices({ home }: { home: HomeServicesFragment$key }) {
  const styles = useStyles();
  const { services } = useFragment(
    graphql`
      fragment HomeServicesFragment on HomePage {
        services {
          id
          title
          description
          icon
          path
        }
      }
    `,
    home,
  );
  return (
    <HomeSection
      id="home-services"
      title={<FormattedMessage id="home.services.title" />}
      lead={<FormattedMessage id="home.services.lead" />}
    >
      <div className={styles.grid}>
        {services.map((service) => {
          const Icon = serviceIcons[service.icon] ?? AppsRegular;
          return (
            <Panel key={service.id} className={styles.card} appearance="filled-alternative">
              <CardHeader
                image={
                  <span className={styles.icon}>
                    <Icon aria-hidden />
                  </span>
                }
                header={
                  <Text as="h3" weight="semibold" size={400}>
                    <StretchedLink to={service.path}>{service.title}</StretchedLink>
                  </Text>
                }
              />
              <Body1 className={styles.description}>{service.description}</Body1>
            </Panel>
          );
        })}
      </div>
    </HomeSection>
  );
}
