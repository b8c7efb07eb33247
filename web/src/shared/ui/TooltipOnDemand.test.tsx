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
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TooltipOnDemand } from './TooltipOnDemand.tsx';

function renderInTheme(element: ReactElement) {
  render(
    <FluentProvider theme={webLightTheme} dir="rtl">
      {element}
    </FluentProvider>,
  );
}

const searchButton = () => screen.getByRole('button', { name: 'جست‌وجو' });

describe('a button whose name is shown on demand', () => {
  it('is named from the start and shows its name while a mouse is over it, not on a touch', async () => {
    renderInTheme(
      <TooltipOnDemand label="جست‌وجو">
        <Button />
      </TooltipOnDemand>,
    );
    expect(searchButton()).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(searchButton(), { pointerType: 'touch' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(searchButton(), { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('جست‌وجو');
    // The button is the one that was there: nothing was put in its place.
    expect(document.querySelectorAll('button')).toHaveLength(1);

    fireEvent.pointerLeave(searchButton(), { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    fireEvent.pointerEnter(searchButton(), { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    // A click does what the button does; its name has been read.
    fireEvent.click(searchButton());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('passes a menu trigger’s props through to the button, so the menu opens from it', async () => {
    renderInTheme(
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <TooltipOnDemand label="پوسته">
            <Button />
          </TooltipOnDemand>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem>روشن</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'پوسته' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    act(() => trigger.click());
    expect(await screen.findByRole('menuitem', { name: 'روشن' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});
