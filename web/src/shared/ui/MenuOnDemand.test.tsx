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
import { lazy, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuOnDemand } from './MenuOnDemand.tsx';

let loads = 0;
const ColourMenu = lazy(async () => {
  loads += 1;
  return {
    default: ({ trigger }: { trigger: ReactElement }) => (
      <Menu defaultOpen>
        <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem>روشن</MenuItem>
            <MenuItem>تیره</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    ),
  };
});

describe('a menu loaded on its first opening', () => {
  // Where focus goes is Tabster's, which needs a layout: e2e/tests/site-navigation.spec.ts checks it in Chromium.
  it('loads on the first click, opens, and is the same menu from then on', async () => {
    render(
      <FluentProvider theme={webLightTheme} dir="rtl">
        <MenuOnDemand menu={ColourMenu} trigger={(props) => <Button {...props}>پوسته</Button>} />
      </FluentProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'پوسته' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(loads).toBe(0);
    act(() => trigger.click());
    const first = await screen.findByRole('menuitem', { name: 'روشن' });
    expect(screen.getByRole('button', { name: 'پوسته' }).getAttribute('aria-expanded')).toBe('true');
    act(() => first.click());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'روشن' })).toBeNull());
    act(() => screen.getByRole('button', { name: 'پوسته' }).click());
    expect(await screen.findByRole('menuitem', { name: 'تیره' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
