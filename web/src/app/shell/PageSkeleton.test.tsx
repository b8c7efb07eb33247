import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { createRelayEnvironment } from '../relay/environment.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { PageSkeleton } from './PageSkeleton.tsx';

function renderAt(path: string, locale: AppLocale = 'fa-IR') {
  // The skeleton asks the gateway nothing.
  const fetchMock = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PageSkeleton />
    </MemoryRouter>,
    { environment: createRelayEnvironment(locale, fetchMock), locale },
  );
  return fetchMock;
}

describe('the page area while its data loads', () => {
  it('keeps the home page’s headline on screen, in the page’s language, as the prerendered page drew it', () => {
    expect(renderAt('/')).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'جست‌وجوی اطلاعات رسمی شرکت‌های ایران',
    );
    renderAt('/en-US', 'en-US');
    expect(screen.getByRole('heading', { name: 'Search official data on Iranian companies' })).toBeTruthy();
  });

  it('shows no headline on other pages', () => {
    renderAt('/search');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByLabelText('در حال بارگذاری…')).toBeTruthy();
  });
});
