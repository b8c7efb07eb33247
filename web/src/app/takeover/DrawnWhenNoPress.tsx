import { useLayoutEffect } from 'react';
import type { followPointerPresses } from './pointerPresses.ts';

/**
 * The last thing the app's first render draws, after the whole page: while a press is under way it suspends, and the
 * first drawing, rendered in a transition and so in slices between which the browser handles taps, is not put on
 * screen until the press has ended and its click gone through (a tap that went down on the server's link and came up
 * on the app's would be lost). Nothing runs between its render and the commit, so no press can begin in between.
 * Once the app is on screen it stops following the presses.
 */
export function DrawnWhenNoPress({ presses }: { presses: ReturnType<typeof followPointerPresses> }) {
  // Thrown as Relay's reads do, not `use`d: drawn again once the press has ended, it has nothing to wait for.
  if (presses.underWay()) throw presses.whenReleased();
  useLayoutEffect(() => presses.stop(), [presses]);
  return null;
}
