import { Avatar, Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { MenuOnDemand } from '../../shared/ui/MenuOnDemand.tsx';

const loadSignedInAccountMenuItems = () =>
  import('./SignedInAccountMenuItems.tsx').then((module) => module.SignedInAccountMenuItems);

/** The signed-in reader's avatar button in the nav bar; its menu loads on the first click. */
export function SignedInAccountMenu() {
  const intl = useIntl();
  const viewer = useViewer();
  return (
    <MenuOnDemand
      load={loadSignedInAccountMenuItems}
      trigger={(props) => (
        <Button
          {...props}
          appearance="subtle"
          aria-label={intl.formatMessage({ id: 'accounts.menu.label' })}
          icon={<Avatar size={28} name={viewer.userName ?? undefined} color="brand" />}
        />
      )}
    />
  );
}
