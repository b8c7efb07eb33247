import { useSyncExternalStore } from 'react';

/**
 * Fluent's toaster (with Tabster's focus handling) loads with the first toast, not with every first load: a toast
 * asked for before it is mounted waits here and is shown the moment it is.
 */
let wanted = false;
let mounted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

/** Shows a toast now if the toaster is mounted, else as soon as it is (asking for it to be loaded). */
export function whenToasterReady(show: () => void) {
  if (mounted) {
    show();
    return;
  }
  waiting.push(show);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** The toaster's code did not load: the next toast asks for it again (those waiting stay). */
export function toasterLoadFailed() {
  wanted = false;
  for (const listener of listeners) listener();
}

/** Whether the toaster has been asked for and not failed to load (once loaded, it stays). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called once the toaster listens (after its own effects): shows what waited. Returns what to call when it goes. */
export function toasterMounted(): () => void {
  mounted = true;
  for (const show of waiting.splice(0)) show();
  return () => {
    mounted = false;
  };
}
