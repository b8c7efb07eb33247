import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPointerPresses, longestPressWaitMs } from './pointerPresses.ts';

const fire = (type: string, pointerId = 1) =>
  window.dispatchEvent(
    type === 'click' ? new MouseEvent('click') : new PointerEvent(type, { pointerId, pointerType: 'touch' }),
  );

describe('followPointerPresses', () => {
  let presses: ReturnType<typeof followPointerPresses>;
  beforeEach(() => {
    vi.useFakeTimers();
    presses = followPointerPresses(window);
  });
  afterEach(() => {
    presses.stop();
    vi.useRealTimers();
  });

  async function settledAfter(ms: number, promise: Promise<void>) {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('lets the app draw at once when nothing is pressed', async () => {
    expect(await settledAfter(0, presses.whenReleased())).toBe(true);
  });

  it('holds the app back while a finger is down, until its click has gone through', async () => {
    fire('pointerdown');
    const released = presses.whenReleased();
    expect(await settledAfter(500, released)).toBe(false);
    fire('pointerup');
    // A touch's click comes after the finger is lifted.
    expect(await settledAfter(10, released)).toBe(false);
    fire('click');
    expect(await settledAfter(1, released)).toBe(true);
  });

  it('waits for every finger, and does not wait for a click that never comes', async () => {
    fire('pointerdown', 1);
    fire('pointerdown', 2);
    const released = presses.whenReleased();
    fire('pointerup', 1);
    expect(await settledAfter(200, released)).toBe(false);
    fire('pointercancel', 2);
    expect(await settledAfter(100, released)).toBe(true);
  });

  it('draws anyway when the end of a press is never heard of', async () => {
    fire('pointerdown');
    const released = presses.whenReleased();
    expect(await settledAfter(longestPressWaitMs - 1, released)).toBe(false);
    expect(await settledAfter(1, released)).toBe(true);
  });

  it('waits for a press that began before the app’s script ran', async () => {
    presses.stop();
    window.pressedPointers = new Set([7]);
    presses = followPointerPresses(window);
    delete window.pressedPointers;
    const released = presses.whenReleased();
    expect(await settledAfter(500, released)).toBe(false);
    fire('pointerup', 7);
    expect(await settledAfter(100, released)).toBe(true);
  });

  it('stops following once the app is drawn', async () => {
    presses.stop();
    fire('pointerdown');
    expect(await settledAfter(0, presses.whenReleased())).toBe(true);
  });
});
