import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relay/environment.ts';
import { appShellQuery } from '../../app/shell/AppShell.tsx';
import { AuthProvider } from '../../shared/auth/AuthProvider.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const signedInAs = { uuid: 'u-2', userName: '09121000002', packageType: 'BASIC' };

/** A gateway whose shell query knows `viewer` (no campaign, no support status), and that signs out when asked. */
function gatewayWithViewer(viewer: typeof signedInAs | null) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const data =
      operationName === 'useAccountSignOutMutation'
        ? { accountSignOut: { signedOut: true } }
        : { campaign: null, supportStatus: null, viewer };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  });
  return createRelayEnvironment('fa-IR', fetchMock);
}

function persistSignIn() {
  document.cookie = `persist_auth=${encodeURIComponent(JSON.stringify(signedInAs))}; Path=/`;
}

/** Renders the menu under the auth provider, and loads the shell's query as the app's route loader does. */
function renderMenu(environment: ReturnType<typeof createRelayEnvironment>) {
  void fetchQuery(environment, appShellQuery, {}).toPromise();
  renderWithProviders(
    <MemoryRouter>
      <AuthProvider>
        <AccountMenu />
      </AuthProvider>
    </MemoryRouter>,
    { environment },
  );
}

afterEach(() => {
  document.cookie = 'persist_auth=; Max-Age=0; Path=/';
});

describe('AccountMenu reads the signed-in user from the Relay store', () => {
  it('shows the profile menu from the persisted sign-in, and signing out makes it a visitor', async () => {
    persistSignIn();
    renderMenu(gatewayWithViewer(signedInAs));
    await userEvent.click(await screen.findByRole('button', { name: 'منوی حساب کاربری' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'خروج' }));
    expect(await screen.findByRole('button', { name: 'ورود / ثبت‌نام' })).toBeTruthy();
    expect(document.cookie).not.toContain('persist_auth=');
  });

  it('becomes a visitor when the shell query says the persisted session is gone', async () => {
    persistSignIn();
    renderMenu(gatewayWithViewer(null));
    expect(await screen.findByRole('button', { name: 'ورود / ثبت‌نام' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'منوی حساب کاربری' })).toBeNull();
  });

  it('shows the profile menu to a user the shell query knows though no sign-in was persisted', async () => {
    renderMenu(gatewayWithViewer(signedInAs));
    expect(await screen.findByRole('button', { name: 'منوی حساب کاربری' })).toBeTruthy();
  });
});
