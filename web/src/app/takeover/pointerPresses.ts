declare global {
  interface Window {
    /** The pointers pressed on the page, followed from its first moment (index.html). */
    pressedPointers?: Set<number>;
  }
}

/** The longest the app waits for a press to end before drawing over the server's page anyway. */
export const longestPressWaitMs = 1000;
/** After a pointer is lifted, how long its click (dispatched later for a touch) may take to arrive. */
const clickAfterReleaseMs = 100;

/**
 * Follows the presses on the page while the app is not drawn yet. The app draws over the server's page in one step:
 * a tap that went down on the server's link and came up on the app's, the same link drawn again, clicks neither (the
 * browser sends its click to what both have in common), and the reader's tap is lost. `whenReleased` lets the app
 * wait for a press to end and its click to go through first.
 */
export function followPointerPresses(target: Window = window) {
  // Those that began before this script ran, followed by the page's own first script (index.html).
  const pressed = new Set<number>(target.pressedPointers);
  let waiting: (() => void)[] = [];
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  const releaseWaiting = () => {
    clearTimeout(releaseTimer);
    releaseTimer = undefined;
    if (pressed.size > 0) return;
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  };
  const onDown = (event: PointerEvent) => {
    pressed.add(event.pointerId);
    clearTimeout(releaseTimer);
    releaseTimer = undefined;
  };
  const onUp = (event: PointerEvent) => {
    if (!pressed.delete(event.pointerId)) return;
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(releaseWaiting, clickAfterReleaseMs);
  };
  // The click's own handling (a plain link's navigation) comes before the app's drawing.
  const onClick = () => {
    if (releaseTimer === undefined) return;
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(releaseWaiting, 0);
  };
  target.addEventListener('pointerdown', onDown, true);
  target.addEventListener('pointerup', onUp, true);
  target.addEventListener('pointercancel', onUp, true);
  target.addEventListener('click', onClick, true);
  // One promise for every wait on the same press: a component that suspends on it gets the same one when React
  // renders it again.
  let release: Promise<void> | undefined;
  const underWay = () => pressed.size > 0 || releaseTimer !== undefined;
  return {
    /** Whether a press is under way: a pointer is down, or was lifted and its click has not gone through yet. */
    underWay,
    /** Resolves at once when nothing is pressed; otherwise once the press has ended and its click gone through. */
    whenReleased(): Promise<void> {
      if (!underWay()) return Promise.resolve();
      release ??= new Promise<void>((resolve) => {
        // A press whose end the page never hears of (released outside the window) does not hold the app back.
        const giveUp = setTimeout(() => {
          pressed.clear();
          releaseWaiting();
        }, longestPressWaitMs);
        waiting.push(() => {
          clearTimeout(giveUp);
          release = undefined;
          resolve();
        });
      });
      return release;
    },
    stop() {
      target.removeEventListener('pointerdown', onDown, true);
      target.removeEventListener('pointerup', onUp, true);
      target.removeEventListener('pointercancel', onUp, true);
      target.removeEventListener('click', onClick, true);
    },
  };
}
