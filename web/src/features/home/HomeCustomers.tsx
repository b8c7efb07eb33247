import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeCustomersFragment$key } from '../../__generated__/HomeCustomersFragment.graphql';
import { HomeSection } from './HomeSection.tsx';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // An organisation's mark in the brand's colours. Fluent's square avatar drew a person's icon here (it makes no
  // initials of Persian names) and brought its thirty-colour palette and presence badge (about 10 kB gzip) to home.
  mark: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '32px',
    blockSize: '32px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '20px',
  },
  text: { display: 'flex', flexDirection: 'column' },
  sector: { color: tokens.colorNeutralForeground3 },
});

/** Organisations that use the platform. */
export function HomeCustomers({ home }: { home: HomeCustomersFragment$key }) {
  const styles = useStyles();
  const { customers } = useFragment(
    graphql`
      fragment HomeCustomersFragment on HomePage {
        customers(first: 12) {
          edges {
            node {
              id
              name
              sector
            }
          }
        }
      }
    `,
    home,
  );
  if (customers.edges.length === 0) return null;
  return (
    <HomeSection id="home-customers" title={<FormattedMessage id="home.customers.title" />}>
      <ul className={styles.list}>
        {customers.edges.map(({ node: customer }) => (
          <li key={customer.id} className={styles.item}>
            <span className={styles.mark} aria-hidden>
              <BuildingRegular />
            </span>
            <span className={styles.text}>
              <Text weight="semibold">{customer.name}</Text>
              <Caption1 className={styles.sector}>{customer.sector}</Caption1>
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
