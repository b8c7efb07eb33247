import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useThemePreference } from '../theme/ThemePreference.tsx';
import { isThemeName, themeNames } from '../theme/themes.ts';

/** The three themes around the switcher's trigger, open from its first showing (ThemeSwitcher loads it on a click). */
export function ThemeMenuItems({ trigger }: { trigger: ReactElement }) {
  const intl = useIntl();
  const { theme, setTheme } = useThemePreference();
  return (
    <Menu
      defaultOpen
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_, { checkedItems }) => {
        const chosen = checkedItems[0];
        if (isThemeName(chosen)) setTheme(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {themeNames.map((name) => (
            <MenuItemRadio key={name} name="theme" value={name}>
              {intl.formatMessage({ id: `theme.${name}` })}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
