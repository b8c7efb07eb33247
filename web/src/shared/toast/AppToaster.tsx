import { LoadedWhen } from '../ui/LoadedWhen.tsx';
import { toasterLoadFailed, useToasterWanted } from './toasterOnDemand.ts';

const loadFluentAppToaster = () => import('./FluentAppToaster.tsx').then((module) => module.FluentAppToaster);

/**
 * Where the app's toaster goes: loaded with the first toast asked for, and kept. A load that fails leaves the toasts
 * waiting and the page as it was; the next toast asked for tries again.
 */
export function AppToaster() {
  return (
    <LoadedWhen
      wanted={useToasterWanted()}
      load={loadFluentAppToaster}
      props={{}}
      onFailure={toasterLoadFailed}
    />
  );
}
