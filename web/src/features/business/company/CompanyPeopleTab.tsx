import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyPeopleTabFragment$key } from '../../../__generated__/CompanyPeopleTabFragment.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { RoleLabel, RoleTerm } from '../format/RoleTerm.tsx';
import { stackedTableOnPhone } from '../../../shared/ui/stackedTableOnPhone.ts';
import { EmptyTab } from './EmptyTab.tsx';

// On a phone an entry is a card: the person's name across it, then the role, its term and the person's companies.
const useStyles = makeStyles({ people: stackedTableOnPhone });

/** Managers, signatories and shareholders, each linking to their person page; former holders marked as such. */
export function CompanyPeopleTab({ company }: { company: CompanyPeopleTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { people } = useFragment(
    graphql`
      fragment CompanyPeopleTabFragment on Company {
        people {
          role
          sharePercent
          startedOn
          endedOn
          isFormer
          person {
            id
            fullName
            companyCount
          }
        }
      }
    `,
    company,
  );
  if (people.length === 0) return <EmptyTab />;
  return (
    <Table className={styles.people} aria-label={intl.formatMessage({ id: 'business.company.tab.people' })}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <FormattedMessage id="business.people.name" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.role" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.term" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.companies" />
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {people.map((entry) => (
          <TableRow key={`${entry.person.id}:${entry.role}`} data-former={entry.isFormer}>
            <TableCell>
              <AppLink to={`/person/${entry.person.id}`}>{entry.person.fullName}</AppLink>
            </TableCell>
            <TableCell data-label={intl.formatMessage({ id: 'business.people.role' })}>
              <RoleLabel role={entry.role} sharePercent={entry.sharePercent} isFormer={entry.isFormer} />
            </TableCell>
            <TableCell data-label={intl.formatMessage({ id: 'business.people.term' })}>
              <RoleTerm startedOn={entry.startedOn} endedOn={entry.endedOn} />
            </TableCell>
            <TableCell data-label={intl.formatMessage({ id: 'business.people.companies' })}>
              {formatNumber(locale, entry.person.companyCount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
