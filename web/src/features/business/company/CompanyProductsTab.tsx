import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyProductsTabFragment$key } from '../../../__generated__/CompanyProductsTabFragment.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { EmptyTab } from './EmptyTab.tsx';

/** Products and brands with their HS headings. */
export function CompanyProductsTab({ company }: { company: CompanyProductsTabFragment$key }) {
  const intl = useIntl();
  const locale = useLocale();
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
    <Table aria-label={intl.formatMessage({ id: 'business.company.tab.products' })}>
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
            <TableCell>{product.brand ?? '—'}</TableCell>
            <TableCell>
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
