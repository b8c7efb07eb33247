import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionEndedSignal from './sessionEndedSignal.ts';

// The signal is module state: each test starts from a fresh copy, whatever other test files in this worker did.
let notifySessionEnded: typeof SessionEndedSignal.notifySessionEnded;
let onSessionEnded: typeof SessionEndedSignal.onSessionEnded;

describe('session-ended signal', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ notifySessionEnded, onSessionEnded } = await import('./sessionEndedSignal.ts'));
  });

  it('tells listeners once for a burst of failed requests, and again later', () => {
    const listener = vi.fn();
    const stop = onSessionEnded(listener);
    notifySessionEnded('ended', 100_000);
    notifySessionEnded('ended', 100_500);
    notifySessionEnded('ended', 101_000);
    expect(listener).toHaveBeenCalledTimes(1);
    notifySessionEnded('replaced', 104_000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the news for the first listener when it came before the app was listening (a fresh page load)', () => {
    notifySessionEnded('replaced', 300_000);
    vi.useFakeTimers();
    const late = vi.fn();
    const stop = onSessionEnded(late);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith('replaced');
    const another = vi.fn();
    onSessionEnded(another)();
    expect(another).not.toHaveBeenCalled();
    stop();
  });
});
