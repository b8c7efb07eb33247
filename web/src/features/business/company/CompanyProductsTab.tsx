import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyProductsTabFragment$key } from '../../../__generated__/CompanyProductsTabFragment.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { lastCellAcrossOnPhone, stackedTableOnPhone } from '../../../shared/ui/stackedTableOnPhone.ts';
import { EmptyTab } from './EmptyTab.tsx';

// On a phone a product is a card: its name across it, its brand, then its HS heading across it.
const useStyles = makeStyles({ products: stackedTableOnPhone, headingAcross: lastCellAcrossOnPhone });

/** Products and brands with their HS headings. */
export function CompanyProductsTab({ company }: { company: CompanyProductsTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { products } = useFragment(
    graphql`
      fragment CompanyProductsTabFragment on Company {
        products {
          id
          name
          brand
          hsCode
          hsTitle
          hsChapterTitle
        }
      }
    `,
    company,
  );
  if (products.length === 0) return <EmptyTab />;
  return (
    <Table
      className={mergeClasses(styles.products, styles.headingAcross)}
      aria-label={intl.formatMessage({ id: 'business.company.tab.products' })}
    >
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <FormattedMessage id="business.products.name" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.products.brand" />
          </TableHeaderCell>
          <TableHeaderCell>
            <FormattedMessage id="business.products.hsCode" />
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell>{product.name}</TableCell>
            <TableCell data-label={intl.formatMessage({ id: 'business.products.brand' })}>
              {product.brand ?? '—'}
            </TableCell>
            <TableCell data-label={intl.formatMessage({ id: 'business.products.hsCode' })}>
              {/* One line of text in the cell, which a phone's card lays out as a column. */}
              <span>
                {formatDigits(locale, product.hsCode)}
                {product.hsChapterTitle ? ` — ${product.hsChapterTitle}` : null}
                {/* The heading's title exists in English only: set apart, so it reads left to right inside the Persian line. */}
                {product.hsTitle ? (
                  <>
                    {' · '}
                    <bdi dir="ltr" lang="en">
                      {product.hsTitle}
                    </bdi>
                  </>
                ) : null}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
