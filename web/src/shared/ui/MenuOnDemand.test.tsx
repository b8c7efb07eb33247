import {
  Button,
  FluentProvider,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  webLightTheme,
} from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuOnDemand, type LoadedMenu } from './MenuOnDemand.tsx';

function ColourMenu({ trigger }: { trigger: ReactElement }) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem>روشن</MenuItem>
          <MenuItem>تیره</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function renderMenu(load: () => Promise<LoadedMenu>) {
  render(
    <FluentProvider theme={webLightTheme} dir="rtl">
      <MenuOnDemand load={load} trigger={(props) => <Button {...props}>پوسته</Button>} />
    </FluentProvider>,
  );
  return () => screen.getByRole('button', { name: 'پوسته' });
}

// Where focus goes is Tabster's, which needs a layout: e2e/tests/web-phone.spec.ts checks it in Chromium.
describe('a menu loaded on its first opening', () => {
  it('loads on the first click, opens, and is the same menu from then on', async () => {
    const load = vi.fn(async () => ColourMenu);
    const trigger = renderMenu(load);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    act(() => trigger().click());
    const first = await screen.findByRole('menuitem', { name: 'روشن' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    act(() => first.click());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'روشن' })).toBeNull());
    act(() => trigger().click());
    expect(await screen.findByRole('menuitem', { name: 'تیره' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain button when its code does not load, and tries again on the next click', async () => {
    const load = vi
      .fn<() => Promise<LoadedMenu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(ColourMenu);
    const trigger = renderMenu(load);
    act(() => trigger().click());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('false'));
    act(() => trigger().click());
    expect(await screen.findByRole('menuitem', { name: 'روشن' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
