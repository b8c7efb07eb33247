import { useState, type ComponentType, type ReactElement } from 'react';
import { LoadedWhen } from './LoadedWhen.tsx';

/** What a menu's trigger button takes: its opening click and its ARIA state while the menu's code is not loaded. */
export interface MenuTriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * The menu itself, with the trigger it wraps and what else it shows (`menuProps`); opened at once when it mounts (the
 * click that loaded it asked for it).
 */
export type LoadedMenu<Props extends object = object> = ComponentType<Props & { trigger: ReactElement }>;

/**
 * A menu whose code loads on its first opening. Fluent's menu brings its positioning and Tabster's keyboard navigation;
 * the bar's menus are on every page, and most first loads never open them. Until then its trigger is the same button,
 * plain; from then on the menu is mounted and kept, and behaves as it always does. A load that fails leaves the plain
 * button, and the next click tries again.
 */
export function MenuOnDemand<Props extends object = object>({
  trigger,
  load,
  menuProps,
}: {
  trigger: (props: MenuTriggerProps) => ReactElement;
  load: () => Promise<LoadedMenu<Props>>;
} & ([keyof Props] extends [never] ? { menuProps?: Props } : { menuProps: Props })) {
  const [wanted, setWanted] = useState(false);
  return (
    <LoadedWhen
      wanted={wanted}
      load={load}
      props={{ ...(menuProps as Props), trigger: trigger({}) }}
      fallback={trigger({
        onClick: wanted ? undefined : () => setWanted(true),
        'aria-haspopup': 'menu',
        'aria-expanded': false,
      })}
      onFailure={() => setWanted(false)}
    />
  );
}
