import { useState } from 'react';

/**
 * True from the first time `shown` is, and from then on: a part loaded on demand is mounted when first shown and kept
 * mounted, so it can play its closing motion and opens at once the next time.
 */
export function useShownOnce(shown: boolean) {
  const [shownOnce, setShownOnce] = useState(shown);
  if (shown && !shownOnce) setShownOnce(true);
  return shownOnce;
}
