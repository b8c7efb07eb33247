import { Body1, Button } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';

/** What a visitor sees instead of a form: writing needs an account, and the sign-in dialog opens from here. */
export function SignInToWrite({ messageId }: { messageId: string }) {
  const authDialog = useAuthDialog();
  return (
    <Body1>
      <FormattedMessage id={messageId} />{' '}
      <Button size="small" appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
        <FormattedMessage id="forum.signIn" />
      </Button>
    </Body1>
  );
}
