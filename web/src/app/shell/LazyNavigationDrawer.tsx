import { LoadedWhen } from '../../shared/ui/LoadedWhen.tsx';
import { useNavigationDispatch, useNavigationState } from '../navigation/NavigationContext.tsx';

// Only a phone's visitor who opens the menu needs the drawer: Fluent's drawer, its motions and our links list (4 kB
// over the wire) load on that first opening instead of with every first load.
const loadNavigationDrawer = () => import('./NavigationDrawer.tsx').then((module) => module.NavigationDrawer);

/**
 * Mounts the phone's navigation drawer the first time it is opened, and keeps it for its closing motion; if its code
 * does not load, the drawer counts as closed, and the next press of the menu button tries again.
 */
export function LazyNavigationDrawer() {
  const { drawerStatus } = useNavigationState();
  const dispatch = useNavigationDispatch();
  return (
    <LoadedWhen
      wanted={drawerStatus}
      load={loadNavigationDrawer}
      props={{}}
      onFailure={() => dispatch({ type: 'drawerSet', open: false })}
    />
  );
}
