import { gatewayAnswering } from '../../../test/gatewayAnswering.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompanyListCardTestQuery } from '../../../__generated__/CompanyListCardTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CompanyListCard } from './CompanyListCard.tsx';

const company = (id: string, name: string, cursor: string) => ({
  cursor,
  node: { __typename: 'Company', id, name },
});

/** What the gateway answers, by operation: the list's first page, a removal, then its second page. */
const answers: Record<string, unknown> = {
  CompanyListCardTestQuery: {
    node: {
      __typename: 'CompanyList',
      id: 'list-1',
      name: 'رقبا',
      companyCount: 3,
      companies: {
        edges: [company('company-1', 'سیمان تهران', 'c0'), company('company-2', 'فولاد مبارکه', 'c1')],
        pageInfo: { hasNextPage: true, endCursor: 'c1' },
      },
    },
  },
  useCompanyListRemoveCompanyMutation: {
    companyListRemoveCompany: {
      companyList: { id: 'list-1', companyCount: 2 },
      removedCompanyId: 'company-1',
      userErrors: [],
    },
  },
  CompanyListCardPaginationQuery: {
    node: {
      __typename: 'CompanyList',
      id: 'list-1',
      name: 'رقبا',
      companyCount: 2,
      companies: {
        edges: [company('company-3', 'پتروشیمی جم', 'c2')],
        pageInfo: { hasNextPage: false, endCursor: 'c2' },
      },
    },
  },
};

const gateway = () => gatewayAnswering(answers);

function ListById() {
  const { node } = useLazyLoadQuery<CompanyListCardTestQuery>(
    graphql`
      query CompanyListCardTestQuery {
        node(id: "list-1") {
          ...CompanyListCardFragment @alias(as: "list")
        }
      }
    `,
    {},
  );
  return node?.list ? <CompanyListCard list={node.list} /> : null;
}

describe('CompanyListCard', () => {
  it('drops a removed company from the store’s page and appends the next page under «بیشتر», refetching nothing', async () => {
    const { environment, operations } = gateway();
    renderWithProviders(
      <MemoryRouter>
        <Suspense fallback={null}>
          <ListById />
        </Suspense>
      </MemoryRouter>,
      { environment },
    );
    expect(await screen.findByRole('link', { name: 'سیمان تهران' })).toBeTruthy();
    expect(screen.getByText('۳ شرکت')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'حذف سیمان تهران از فهرست' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'سیمان تهران' })).toBeNull());
    expect(screen.getByText('۲ شرکت')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'فولاد مبارکه' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'بیشتر' }));
    expect(await screen.findByRole('link', { name: 'پتروشیمی جم' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'فولاد مبارکه',
      'پتروشیمی جم',
    ]);
    expect(screen.queryByRole('button', { name: 'بیشتر' })).toBeNull();
    expect(operations).toEqual([
      'CompanyListCardTestQuery',
      'useCompanyListRemoveCompanyMutation',
      'CompanyListCardPaginationQuery',
    ]);
  });
});
