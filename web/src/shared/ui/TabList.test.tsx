import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList } from './TabList.tsx';

function Tabs({
  dir,
  onSelect = () => undefined,
}: {
  dir: 'ltr' | 'rtl';
  onSelect?: (value: string) => void;
}) {
  const [selected, setSelected] = useState('about');
  return (
    <FluentProvider theme={webLightTheme} dir={dir}>
      <TabList
        aria-label="tabs"
        selectedValue={selected}
        onTabSelect={(_, { value }) => {
          setSelected(String(value));
          onSelect(String(value));
        }}
      >
        <Tab value="about">درباره</Tab>
        <Tab value="people">افراد</Tab>
        <Tab value="products" disabled>
          محصولات
        </Tab>
        <Tab value="gazette">روزنامه رسمی</Tab>
      </TabList>
    </FluentProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** Presses each key in turn on the focused element, and checks which tab has the focus after it. */
function expectFocusAlong(steps: [key: string, focusedTab: string][]) {
  for (const [key, focusedTab] of steps) {
    fireEvent.keyDown(document.activeElement!, { key });
    expect(document.activeElement).toBe(tab(focusedTab));
  }
}

describe('TabList', () => {
  it('puts only the selected tab in the Tab order, and moves it with the selection', () => {
    const onSelect = vi.fn();
    render(<Tabs dir="rtl" onSelect={onSelect} />);
    expect(tab('درباره').getAttribute('tabindex')).toBe('0');
    expect(tab('درباره').getAttribute('aria-selected')).toBe('true');
    expect(tab('افراد').getAttribute('tabindex')).toBe('-1');

    fireEvent.click(tab('افراد'));

    expect(onSelect).toHaveBeenCalledWith('people');
    expect(tab('افراد').getAttribute('aria-selected')).toBe('true');
    expect(tab('افراد').getAttribute('tabindex')).toBe('0');
    expect(tab('درباره').getAttribute('tabindex')).toBe('-1');
  });

  it('moves the focus forward with the left arrow in Persian, skipping a disabled tab and going round', () => {
    const onSelect = vi.fn();
    render(<Tabs dir="rtl" onSelect={onSelect} />);
    tab('درباره').focus();

    expectFocusAlong([
      ['ArrowLeft', 'افراد'],
      ['ArrowLeft', 'روزنامه رسمی'],
      ['ArrowLeft', 'درباره'],
      ['ArrowRight', 'روزنامه رسمی'],
    ]);
    // Focus moves; a tab is chosen by Enter, Space or a click.
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('moves forward with the right arrow in English, and to the ends with Home and End', () => {
    render(<Tabs dir="ltr" />);
    tab('درباره').focus();

    expectFocusAlong([
      ['ArrowRight', 'افراد'],
      ['End', 'روزنامه رسمی'],
      ['Home', 'درباره'],
      ['ArrowLeft', 'روزنامه رسمی'],
    ]);
  });

  it('leaves other keys alone', () => {
    render(<Tabs dir="rtl" />);
    tab('درباره').focus();
    const notPrevented = fireEvent.keyDown(tab('درباره'), { key: 'ArrowDown' });
    expect(notPrevented).toBe(true);
    expect(document.activeElement).toBe(tab('درباره'));
  });
});
