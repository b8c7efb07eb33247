import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from './useAuthDialog.ts';

const useStyles = makeStyles({
  // The message above its button: Body1 is inline, and the two ran together on one line.
  prompt: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

/**
 * A page's word to a visitor that it needs a sign-in, and the button that opens the sign-in dialog; by default the
 * shell's «sign in first to see this page», which a page with its own reason to give replaces.
 */
export function SignInPrompt({
  messageId = 'shell.signInFirst',
  buttonId = 'shell.signIn',
}: {
  messageId?: string;
  buttonId?: string;
}) {
  const styles = useStyles();
  const authDialog = useAuthDialog();
  return (
    <div className={styles.prompt}>
      <Body1 as="p">
        <FormattedMessage id={messageId} />
      </Body1>
      <Button appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
        <FormattedMessage id={buttonId} />
      </Button>
    </div>
  );
}
