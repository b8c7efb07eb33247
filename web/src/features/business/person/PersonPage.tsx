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
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { PersonPageQuery } from '../../../__generated__/PersonPageQuery.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { RoleLabel, RoleTerm } from '../format/RoleTerm.tsx';
import { useRecordVisit } from '../visits/useRecordVisit.ts';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage.tsx';
import { stackedTableOnPhone } from '../../../shared/ui/stackedTableOnPhone.ts';
import { SearchRegular } from '@fluentui/react-icons';

// On a phone a role is a card: the company's name across it, the role and its term, then the company's status.
const useStyles = makeStyles({ roles: stackedTableOnPhone });

/** A person and their roles across companies. */
export function PersonPage({ queryRef }: { queryRef: PreloadedQuery<PersonPageQuery> }) {
  const { person } = usePreloadedQuery<PersonPageQuery>(
    graphql`
      query PersonPageQuery($id: ID!) @preloadable {
        person(id: $id) {
          id
          fullName
          nationalCode
          roles {
            role
            sharePercent
            startedOn
            endedOn
            isFormer
            company {
              id
              name
              status
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!person) {
    return (
      <NotFoundPage
        titleId="business.person.notFound"
        bodyId="business.person.notFoundBody"
        action={{ to: '/search', labelId: 'business.notFound.search', icon: <SearchRegular /> }}
      />
    );
  }
  return <PersonView person={person} />;
}

type LoadedPerson = NonNullable<PersonPageQuery['response']['person']>;

function PersonView({ person }: { person: LoadedPerson }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  useRecordVisit(`/person/${person.id}`, person.fullName);
  return (
    <PageContainer>
      <PageHeader
        title={person.fullName}
        subtitle={
          <FormattedMessage
            id="business.person.subtitle"
            values={{ code: formatDigits(locale, person.nationalCode) }}
          />
        }
      />
      <p>
        <AppLink to={`/graph/${person.id}`}>
          <FormattedMessage id="business.graph.link" />
        </AppLink>
      </p>
      <Table className={styles.roles} aria-label={intl.formatMessage({ id: 'business.person.roles' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <FormattedMessage id="business.related.company" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.people.role" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.people.term" />
            </TableHeaderCell>
            <TableHeaderCell>
              <FormattedMessage id="business.company.field.status" />
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {person.roles.map((role) => (
            <TableRow key={`${role.company.id}:${role.role}`} data-former={role.isFormer}>
              <TableCell>
                <AppLink to={`/company/${role.company.id}`}>{role.company.name}</AppLink>
              </TableCell>
              <TableCell data-label={intl.formatMessage({ id: 'business.people.role' })}>
                <RoleLabel role={role.role} sharePercent={role.sharePercent} isFormer={role.isFormer} />
              </TableCell>
              <TableCell data-label={intl.formatMessage({ id: 'business.people.term' })}>
                <RoleTerm startedOn={role.startedOn} endedOn={role.endedOn} />
              </TableCell>
              <TableCell data-label={intl.formatMessage({ id: 'business.company.field.status' })}>
                {intl.formatMessage({ id: `business.status.${role.company.status}` })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PageContainer>
  );
}
