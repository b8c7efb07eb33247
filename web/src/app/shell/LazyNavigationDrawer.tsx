import { Suspense, lazy } from 'react';
import { useShownOnce } from '../../shared/ui/useShownOnce.ts';
import { useNavigationState } from '../navigation/NavigationContext.tsx';

// Only a phone's visitor who opens the menu needs the drawer: Fluent's drawer, its motions and our links list (4 kB
// over the wire) load on that first opening instead of with every first load.
const NavigationDrawer = lazy(() =>
  import('./NavigationDrawer.tsx').then((module) => ({ default: module.NavigationDrawer })),
);

/** Mounts the phone's navigation drawer the first time it is opened, and keeps it for its closing motion. */
export function LazyNavigationDrawer() {
  const { drawerStatus } = useNavigationState();
  if (!useShownOnce(drawerStatus)) return null;
  return (
    <Suspense fallback={null}>
      <NavigationDrawer />
    </Suspense>
  );
}
