import { Button, Tooltip } from '@fluentui/react-components';
import { ColorRegular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { MenuOnDemand } from '../../shared/ui/MenuOnDemand.tsx';

const ThemeMenuItems = lazy(() =>
  import('./ThemeMenuItems.tsx').then((module) => ({ default: module.ThemeMenuItems })),
);

/** Picks one of the three themes; the choice is kept in the `theme` cookie. */
export function ThemeSwitcher() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'theme.label' });
  return (
    <MenuOnDemand
      menu={ThemeMenuItems}
      trigger={(props) => (
        <Tooltip content={label} relationship="label">
          <Button {...props} appearance="subtle" icon={<ColorRegular />} />
        </Tooltip>
      )}
    />
  );
}
