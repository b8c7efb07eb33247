import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './useFocusReturn.ts';

function DialogHost() {
  const [open, setOpen] = useState(false);
  useFocusReturn(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        باز کردن
      </button>
      {open ? (
        <div role="dialog">
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            بستن
          </button>
        </div>
      ) : null}
    </>
  );
}

async function nextFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('focus after a dialog closes', () => {
  it('returns to the button that opened it', async () => {
    render(<DialogHost />);
    const opener = screen.getByRole('button', { name: 'باز کردن' });
    opener.focus();
    act(() => opener.click());
    const close = screen.getByRole('button', { name: 'بستن' });
    expect(document.activeElement).toBe(close);
    act(() => close.click());
    await nextFrame();
    expect(document.activeElement).toBe(opener);
  });
});
