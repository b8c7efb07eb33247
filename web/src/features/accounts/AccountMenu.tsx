import { Button, makeStyles } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../shared/auth/useViewer.ts';

// Most first loads are a visitor's: the signed-in menu (its avatar, items and sign-out) loads only for a reader who is
// signed in.
const SignedInAccountMenu = lazy(() =>
  import('./SignedInAccountMenu.tsx').then((module) => ({ default: module.SignedInAccountMenu })),
);

// The menu button's size, held while its code loads so the bar does not move; not a button, so nothing takes a tap
// that would open nothing.
const useStyles = makeStyles({ placeholder: { width: '32px', height: '32px', flexShrink: 0 } });

/** The nav bar's account corner: «sign in / sign up» for a visitor, the profile menu once signed in. */
export function AccountMenu() {
  const styles = useStyles();
  const viewer = useViewer();
  const dialog = useAuthDialog();
  if (!viewer.signedIn) {
    return (
      <Button appearance="primary" icon={<PersonRegular />} onClick={() => dialog.show()}>
        <FormattedMessage id="accounts.signInOrUp" />
      </Button>
    );
  }
  return (
    <Suspense fallback={<span className={styles.placeholder} />}>
      <SignedInAccountMenu />
    </Suspense>
  );
}
