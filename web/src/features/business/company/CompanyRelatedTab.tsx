import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CompanyRelatedTabFragment$data,
  CompanyRelatedTabFragment$key,
} from '../../../__generated__/CompanyRelatedTabFragment.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { formatPercent } from '../format/businessFormat.ts';
import { EmptyTab } from './EmptyTab.tsx';

const useStyles = makeStyles({
  heading: { display: 'block', marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
});

type Links = CompanyRelatedTabFragment$data['parentCompanies'];

function LinkTable({ links, label }: { links: Links; label: string }) {
  const intl = useIntl();
  const locale = useLocale();
  if (links.length === 0) return <EmptyTab />;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <FormattedMessage id="business.related.company" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.related.kind" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.related.share" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.company.field.capital" />
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {links.map((link) => (
          <TableRow key={link.company.id}>
            <TableCell>
              <AppLink to={`/company/${link.company.id}`}>{link.company.name}</AppLink>
            </TableCell>
            <TableCell>{intl.formatMessage({ id: `business.linkKind.${link.kind}` })}</TableCell>
            <TableCell>
              {link.sharePercent == null ? '—' : formatPercent(locale, link.sharePercent)}
            </TableCell>
            <TableCell>
              {intl.formatMessage(
                { id: 'business.rials' },
                { amount: formatNumber(locale, link.company.capital) },
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Companies that own this one, and companies it owns. */
export function CompanyRelatedTab({ company }: { company: CompanyRelatedTabFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyRelatedTabFragment on Company {
        parentCompanies {
          kind
          sharePercent
          company {
            id
            name
            capital
          }
        }
        childCompanies {
          kind
          sharePercent
          company {
            id
            name
            capital
          }
        }
      }
    `,
    company,
  );
  const parents = intl.formatMessage({ id: 'business.related.parents' });
  const children = intl.formatMessage({ id: 'business.related.children' });
  return (
    <section>
      <Subtitle2 as="h2" className={styles.heading}>
        {parents}
      </Subtitle2>
      <LinkTable links={data.parentCompanies} label={parents} />
      <Subtitle2 as="h2" className={styles.heading}>
        {children}
      </Subtitle2>
      <LinkTable links={data.childCompanies} label={children} />
    </section>
  );
}
