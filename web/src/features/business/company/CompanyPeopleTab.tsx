import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyPeopleTabFragment$key } from '../../../__generated__/CompanyPeopleTabFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { formatPercent } from '../format/businessFormat.ts';
import { EmptyTab } from './EmptyTab.tsx';

/** Managers, signatories and shareholders, each linking to their person page. */
export function CompanyPeopleTab({ company }: { company: CompanyPeopleTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { people } = useFragment(
    graphql`
      fragment CompanyPeopleTabFragment on Company {
        people {
          role
          sharePercent
          startedOn
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
    <Table aria-label={intl.formatMessage({ id: 'business.company.tab.people' })}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <FormattedMessage id="business.people.name" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.role" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.since" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.people.companies" />
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {people.map((entry) => (
          <TableRow key={`${entry.person.id}:${entry.role}`}>
            <TableCell>
              <AppLink to={`/person/${entry.person.id}`}>{entry.person.fullName}</AppLink>
            </TableCell>
            <TableCell>
              <FormattedMessage id={`business.role.${entry.role}`} />
              {entry.sharePercent != null ? ` (${formatPercent(locale, entry.sharePercent)})` : null}
            </TableCell>
            <TableCell>{formatDate(locale, entry.startedOn)}</TableCell>
            <TableCell>{formatNumber(locale, entry.person.companyCount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
