import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** True while the page is drawn on the server (server/renderServerPage.tsx), false in the browser. */
export function useDrawnOnServer(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
