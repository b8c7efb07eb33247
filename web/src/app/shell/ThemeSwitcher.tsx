import { Button } from '@fluentui/react-components';
import { ColorRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { MenuOnDemand } from '../../shared/ui/MenuOnDemand.tsx';
import { TooltipOnDemand } from '../../shared/ui/TooltipOnDemand.tsx';

const loadThemeMenuItems = () => import('./ThemeMenuItems.tsx').then((module) => module.ThemeMenuItems);

/** Picks one of the three themes; the choice is kept in the `theme` cookie. */
export function ThemeSwitcher() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'theme.label' });
  return (
    <MenuOnDemand
      load={loadThemeMenuItems}
      trigger={(props) => (
        <TooltipOnDemand label={label}>
          <Button {...props} appearance="subtle" icon={<ColorRegular />} />
        </TooltipOnDemand>
      )}
    />
  );
}
