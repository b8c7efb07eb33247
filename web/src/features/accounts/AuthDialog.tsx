import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Button,
} from '@fluentui/react-components';
import { Tab, TabList } from '../../shared/ui/TabList.tsx';
import { DismissRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthDialogMode } from '../../shared/auth/authDialogModes.ts';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { CodeConfirmForm } from './CodeConfirmForm.tsx';
import { CodeRequestForm } from './CodeRequestForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { SessionLimitForm } from './SessionLimitForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const titles = {
  signUp: 'accounts.title.signUp',
  signIn: 'accounts.title.signIn',
  otp: 'accounts.title.otp',
  confirm: 'accounts.title.confirm',
  forgot: 'accounts.title.forgot',
  newPassword: 'accounts.title.newPassword',
  sessions: 'accounts.title.sessions',
} as const;

/** The two modes a visitor chooses between with tabs; the others are steps inside one of them. */
const entryModes = ['signUp', 'signIn'] as const;
const isEntryMode = (mode: string): mode is (typeof entryModes)[number] =>
  (entryModes as readonly string[]).includes(mode);

/** The authentication dialog: one surface, one form per mode; shown and hidden through `useAuthDialog`. */
export function AuthDialog() {
  const intl = useIntl();
  const dialog = useAuthDialog();
  const { visible, mode } = dialog.state;
  return (
    <Dialog open={visible} onOpenChange={(_, { open }) => (open ? undefined : dialog.hide())}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button
                  appearance="subtle"
                  aria-label={intl.formatMessage({ id: 'action.close' })}
                  icon={<DismissRegular />}
                />
              </DialogTrigger>
            }
          >
            <FormattedMessage id={titles[mode]} />
          </DialogTitle>
          <DialogContent>
            {isEntryMode(mode) ? (
              <TabList
                selectedValue={mode}
                onTabSelect={(_, data) => dialog.update({ mode: data.value as AuthDialogMode })}
              >
                <Tab value="signUp">
                  <FormattedMessage id="accounts.tab.signUp" />
                </Tab>
                <Tab value="signIn">
                  <FormattedMessage id="accounts.tab.signIn" />
                </Tab>
              </TabList>
            ) : null}
            {mode === 'signUp' ? <SignUpForm key="signUp" /> : null}
            {mode === 'signIn' ? <SignInForm key="signIn" /> : null}
            {mode === 'otp' ? <CodeRequestForm key="otp" purpose="signIn" /> : null}
            {mode === 'forgot' ? <CodeRequestForm key="forgot" purpose="resetPassword" /> : null}
            {mode === 'confirm' ? <CodeConfirmForm key="confirm" /> : null}
            {mode === 'newPassword' ? <NewPasswordForm key="newPassword" /> : null}
            {mode === 'sessions' ? <SessionLimitForm key="sessions" /> : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
