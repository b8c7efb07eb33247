import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressBarDelayMs, useDelayedPending } from './useDelayedPending.ts';

function Probe({ pending }: { pending: boolean }) {
  return useDelayedPending(pending) ? <div role="progressbar" /> : null;
}

describe('useDelayedPending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 300 ms', () => {
    expect(progressBarDelayMs).toBe(300);
  });

  it('is hidden at 299 ms and shown at 301 ms of a pending navigation', () => {
    render(<Probe pending />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
  });

  it('never shows when the navigation ends before 300 ms', () => {
    const { rerender } = render(<Probe pending />);
    act(() => vi.advanceTimersByTime(250));
    rerender(<Probe pending={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hides as soon as a long navigation ends', () => {
    const { rerender } = render(<Probe pending />);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    rerender(<Probe pending={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
