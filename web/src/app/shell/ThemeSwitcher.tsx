import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  Button,
} from '@fluentui/react-components';
import { ColorRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useThemePreference } from '../theme/ThemePreference.tsx';
import { isThemeName, themeNames } from '../theme/themes.ts';

/** Picks one of the three themes; the choice is kept in the `theme` cookie. */
export function ThemeSwitcher() {
  const intl = useIntl();
  const { theme, setTheme } = useThemePreference();
  const label = intl.formatMessage({ id: 'theme.label' });
  return (
    <Menu
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_, { checkedItems }) => {
        const chosen = checkedItems[0];
        if (isThemeName(chosen)) setTheme(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label">
          <Button appearance="subtle" icon={<ColorRegular />} />
        </Tooltip>
      </MenuTrigger>
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
