import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relay/environment.ts';
import { AuthProvider } from '../../shared/auth/AuthProvider.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SignInForm } from './SignInForm.tsx';

const throttledMessage =
  'رمز عبور چند بار نادرست وارد شد. ۳۲ ثانیهٔ دیگر دوباره تلاش کنید یا با کد یک‌بارمصرفی که به موبایلتان فرستاده می‌شود وارد شوید.';

function gatewayAnswering(body: unknown, status: number) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  return createRelayEnvironment('fa-IR', fetchMock);
}

async function signInWith(environment: ReturnType<typeof createRelayEnvironment>) {
  renderWithProviders(
    <MemoryRouter>
      <AuthProvider>
        <SignInForm />
      </AuthProvider>
    </MemoryRouter>,
    { environment },
  );
  await userEvent.type(await screen.findByLabelText(/شماره موبایل یا ایمیل/), '09121000006');
  await userEvent.type(screen.getByLabelText(/رمز عبور/), 'Wrong-guess-7');
  await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
}

describe('SignInForm', () => {
  it('shows how long to wait when too many wrong passwords hold sign-in back', async () => {
    await signInWith(
      gatewayAnswering(
        {
          data: null,
          errors: [
            {
              message: throttledMessage,
              path: ['accountSignIn'],
              extensions: { code: 'SIGN_IN_THROTTLED', retryAfterSeconds: 32 },
            },
          ],
        },
        429,
      ),
    );
    expect(await screen.findByText(throttledMessage)).toBeTruthy();
  });

  it('keeps the general message for any other failure', async () => {
    await signInWith(
      gatewayAnswering(
        { data: null, errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
        200,
      ),
    );
    expect(await screen.findByText('عملیات با خطا مواجه شد')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });
});
