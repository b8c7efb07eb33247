import { useEffect, useState, type ComponentType } from 'react';
import { toasterLoadFailed, useToasterWanted } from './toasterOnDemand.ts';

/**
 * Where the app's toaster goes: loaded with the first toast asked for, and kept. A load that fails (a lost connection)
 * leaves the toasts waiting and the page as it was; the next toast asked for tries again.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Toaster) return;
    import('./FluentAppToaster.tsx').then(
      (module) => setToaster(() => module.FluentAppToaster),
      toasterLoadFailed,
    );
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}
