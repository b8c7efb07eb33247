import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  AlertRegular,
  BookRegular,
  BuildingRegular,
  ChatMultipleRegular,
  ListRegular,
  NewsRegular,
  PersonRegular,
  ReceiptRegular,
  SignOutRegular,
  TicketDiagonalRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuthContext } from '../../shared/auth/AuthProvider.tsx';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { formatUserName } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useAccountSignOutMutation } from './useAccountSignOutMutation.ts';

/** Where the profile menu leads; screens other issues build live at these paths. */
const profileMenuItems = [
  { path: '/feed', label: 'accounts.menu.feed', icon: <NewsRegular /> },
  { path: '/courses/dashboard', label: 'accounts.menu.coursesDashboard', icon: <BookRegular /> },
  { path: '/profile', label: 'accounts.menu.profile', icon: <PersonRegular /> },
  { path: '/forum', label: 'accounts.menu.forum', icon: <ChatMultipleRegular /> },
  { path: '/profile/discount-code', label: 'accounts.menu.discountCode', icon: <TicketDiagonalRegular /> },
  { path: '/payments', label: 'commerce.menu.payments', icon: <ReceiptRegular /> },
  { path: '/lists', label: 'accounts.menu.lists', icon: <ListRegular /> },
  { path: '/saved-searches', label: 'accounts.menu.savedSearches', icon: <AlertRegular /> },
  { path: '/companies', label: 'companies.menu', icon: <BuildingRegular /> },
] as const;

/**
 * The signed-in reader's menu around its trigger: their name, the screens that are theirs, and signing out; open from
 * its first showing (SignedInAccountMenu loads it on a click).
 */
export function SignedInAccountMenuItems({ trigger }: { trigger: ReactElement }) {
  const intl = useIntl();
  const locale = useLocale();
  const viewer = useViewer();
  const { signedOut } = useAuthContext();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const toast = useAppToast();
  const [signOut] = useAccountSignOutMutation();

  const leave = () =>
    signOut({
      variables: {},
      onCompleted: () => {
        signedOut();
        void navigate(localise('/'));
        toast.success(intl.formatMessage({ id: 'accounts.signedOut' }));
      },
      onError: () => toast.error(),
    });

  return (
    <Menu positioning="below-end" defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem disabled>
            <bdi>{viewer.userName ? formatUserName(locale, viewer.userName) : null}</bdi>
          </MenuItem>
          <MenuDivider />
          {profileMenuItems.map((item) => (
            <MenuItem key={item.path} icon={item.icon} onClick={() => void navigate(localise(item.path))}>
              <FormattedMessage id={item.label} />
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={leave}>
            <FormattedMessage id="accounts.menu.signOut" />
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
