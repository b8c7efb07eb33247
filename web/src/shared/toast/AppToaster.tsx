import { Suspense, lazy } from 'react';
import { useToasterWanted } from './toasterOnDemand.ts';

const FluentAppToaster = lazy(() =>
  import('./FluentAppToaster.tsx').then((module) => ({ default: module.FluentAppToaster })),
);

/** Where the app's toaster goes: mounted with the first toast asked for, and kept. */
export function AppToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <FluentAppToaster />
    </Suspense>
  );
}
