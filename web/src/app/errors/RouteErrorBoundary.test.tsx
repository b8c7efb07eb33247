import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { createRelayEnvironment } from '../relay/environment.ts';
import { GraphQLCodedError } from '../relay/GraphQLCodedError.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function renderFailedPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/company/:id',
        loader: () => {
          throw error;
        },
        element: null,
        // The loader fails at once; nothing to show while it runs.
        hydrateFallbackElement: <p />,
        errorElement: <RouteErrorBoundary />,
      },
    ],
    { initialEntries: ['/company/x'] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    environment: createRelayEnvironment('fa-IR', vi.fn()),
  });
}

describe('a page that failed', () => {
  it("says what a refusal's own message says, and offers the plans when the day's pages are used up", async () => {
    const quota =
      'سهمیه روزانه بازدید از صفحه شرکت‌ها (۵ صفحه) تمام شده است. فردا دوباره سر بزنید یا برای بازدید بیشتر بسته بالاتری بگیرید.';
    renderFailedPage(new GraphQLCodedError(quota, 'QUOTA_EXCEEDED', 'CompanyPageQuery'));
    expect(await screen.findByRole('heading', { name: 'به سقف مجاز رسیده‌اید' })).toBeTruthy();
    expect(screen.getByText(quota)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'مقایسهٔ بسته‌ها' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
    // No technical code in Latin letters inside the Persian page: the message says it all.
    expect(screen.queryByText(/QUOTA_EXCEEDED/)).toBeNull();
    expect(screen.queryByText(/کد خطا/)).toBeNull();
  });

  it('keeps the retry for a spent query budget, and the general words for any other failure', async () => {
    const budget = 'سهمیهٔ پرس‌وجوی شما فعلاً تمام شده است. ۸ ثانیهٔ دیگر دوباره تلاش کنید.';
    renderFailedPage(new GraphQLCodedError(budget, 'QUERY_BUDGET_EXHAUSTED', 'AdvancedSearchPageQuery'));
    expect(await screen.findByText(budget)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
    cleanup();
    renderFailedPage(new GraphQLCodedError('Upstream unavailable', 'UPSTREAM_UNAVAILABLE', 'HomePageQuery'));
    expect(await screen.findByRole('heading', { name: 'بارگذاری این صفحه ممکن نشد' })).toBeTruthy();
    expect(screen.queryByText('Upstream unavailable')).toBeNull();
  });
});
