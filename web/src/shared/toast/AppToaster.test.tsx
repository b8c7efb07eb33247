import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './AppToaster.tsx';
import { useAppToast } from './useAppToast.tsx';

function ToastButtons() {
  const toast = useAppToast();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          toast.success('ذخیره شد');
          toast.error('ارسال نشد');
        }}
      >
        دو پیام
      </button>
      <button type="button" onClick={() => toast.info('به‌روز شد')}>
        یک پیام
      </button>
    </>
  );
}

describe('the toaster, loaded with the first toast', () => {
  it('shows the toasts asked for before it was there, each once, and later ones at once', async () => {
    render(
      <IntlProvider locale="fa-IR" messages={{}}>
        <FluentProvider theme={webLightTheme} dir="rtl">
          <ToastButtons />
          <AppToaster />
        </FluentProvider>
      </IntlProvider>,
    );
    act(() => screen.getByRole('button', { name: 'دو پیام' }).click());
    expect(await screen.findByText('ذخیره شد')).toBeTruthy();
    expect(screen.getAllByText('ذخیره شد')).toHaveLength(1);
    expect(screen.getAllByText('ارسال نشد')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'یک پیام' }).click());
    expect(await screen.findByText('به‌روز شد')).toBeTruthy();
  });
});
