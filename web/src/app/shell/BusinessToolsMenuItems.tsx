import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { businessToolLinks } from './navigationLinks.ts';

/** The «data tools» menu around its trigger, open from its first showing (BusinessToolsMenu loads it on a click). */
export function BusinessToolsMenuItems({ trigger }: { trigger: ReactElement }) {
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {businessToolLinks.map((link) => (
            <MenuItem key={link.path} onClick={() => void navigate(localise(link.path))}>
              <FormattedMessage id={link.label} />
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
