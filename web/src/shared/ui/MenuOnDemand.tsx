import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** What a menu's trigger button takes: its opening click and its ARIA state while the menu's code is not loaded. */
export interface MenuTriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/** The menu itself, with the trigger it wraps; opened at once when it mounts (the click that loaded it asked for it). */
export type LoadedMenu = ComponentType<{ trigger: ReactElement }>;

/**
 * A menu whose code loads on its first opening. Fluent's menu brings its positioning and Tabster's keyboard navigation;
 * the bar's two menus are on every page, and most first loads never open them. Until the first click its trigger is
 * the same button, plain; from then on the menu is mounted and kept, and behaves as it always does.
 */
export function MenuOnDemand({
  trigger,
  menu: Menu,
}: {
  trigger: (props: MenuTriggerProps) => ReactElement;
  menu: LazyExoticComponent<LoadedMenu>;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return trigger({ onClick: () => setWanted(true), 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <Suspense fallback={trigger({ 'aria-haspopup': 'menu', 'aria-expanded': false })}>
      <Menu trigger={trigger({})} />
    </Suspense>
  );
}
