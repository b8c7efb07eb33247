import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { CompanyFollowButtonTestQuery } from '../../../__generated__/CompanyFollowButtonTestQuery.graphql';
import { AuthProvider } from '../../../shared/auth/AuthProvider.tsx';
import { viewerQuery } from '../../../shared/auth/useViewer.ts';
import { gatewayAnswering } from '../../../test/gatewayAnswering.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CompanyFollowButton } from './CompanyFollowButton.tsx';

function FollowButtonOfCompany() {
  const data = useLazyLoadQuery<CompanyFollowButtonTestQuery>(
    graphql`
      query CompanyFollowButtonTestQuery {
        node(id: "company-1") {
          ...CompanyFollowButtonFragment @alias(as: "company")
        }
      }
    `,
    {},
  );
  return data.node?.company ? <CompanyFollowButton company={data.node.company} /> : null;
}

/** The gateway's answer to the follow, held until the test lets it go. */
async function heldFollowAnswer() {
  let release: (answer: unknown) => void = () => undefined;
  const answer = new Promise((resolve) => (release = resolve));
  const { environment } = gatewayAnswering((operationName) =>
    operationName === 'useViewerQuery'
      ? { viewer: { uuid: 'user-1', userName: '09120000000', packageType: 'FREE' } }
      : operationName === 'CompanyFollowButtonTestQuery'
        ? { node: { __typename: 'Company', id: 'company-1', viewerFollows: false, followerCount: 4 } }
        : answer,
  );
  // Signed in, as the shell's query tells the store before any page is drawn.
  await fetchQuery(environment, viewerQuery, {}).toPromise();
  renderWithProviders(
    <MemoryRouter>
      <AuthProvider>
        <Suspense fallback={null}>
          <FollowButtonOfCompany />
        </Suspense>
      </AuthProvider>
    </MemoryRouter>,
    { environment },
  );
  return release;
}

describe('CompanyFollowButton', () => {
  it('shows the follow at once, before the gateway answers, and keeps it when it agrees', async () => {
    const release = await heldFollowAnswer();
    await userEvent.click(await screen.findByRole('button', { name: 'دنبال کردن' }));
    expect(screen.getByRole('button', { name: 'دنبال می‌کنید' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('۵ دنبال‌کننده')).toBeTruthy();
    release({
      companyFollow: {
        company: { id: 'company-1', viewerFollows: true, followerCount: 5 },
        userErrors: [],
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'دنبال می‌کنید' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText('۵ دنبال‌کننده')).toBeTruthy();
  });

  it('puts the star and the count back when the gateway refuses', async () => {
    const release = await heldFollowAnswer();
    await userEvent.click(await screen.findByRole('button', { name: 'دنبال کردن' }));
    expect(screen.getByText('۵ دنبال‌کننده')).toBeTruthy();
    release({ companyFollow: { company: null, userErrors: [{ message: 'شرکتی با این شناسه پیدا نشد.' }] } });
    expect(await screen.findByText('شرکتی با این شناسه پیدا نشد.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دنبال کردن' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('۴ دنبال‌کننده')).toBeTruthy();
  });
});
