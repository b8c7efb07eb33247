import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedWhen } from './LoadedWhen.tsx';

function Form() {
  return <form aria-label="خبرنامه" />;
}

/** A load that fails while the phone is offline and succeeds after. */
function loadFailingOnce() {
  return vi
    .fn<() => Promise<ComponentType<object>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Form);
}

describe('a part loaded when wanted', () => {
  it('tries a failed load again when the browser is back online, once, and shows the part', async () => {
    const load = loadFailingOnce();
    const onFailure = vi.fn();
    render(
      <LoadedWhen
        wanted
        load={load}
        props={{}}
        fallback={<p>جای فرم</p>}
        onFailure={onFailure}
        retryWhenOnline
      />,
    );
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(screen.getByText('جای فرم')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('form', { name: 'خبرنامه' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed load to the next time it is wanted otherwise', async () => {
    const load = loadFailingOnce();
    const onFailure = vi.fn();
    render(<LoadedWhen wanted load={load} props={{}} fallback={<p>جای فرم</p>} onFailure={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('جای فرم')).toBeTruthy();
  });
});
