import { useIntl } from 'react-intl';
import { useAuthContext } from '../../shared/auth/AuthProvider.tsx';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import type { useAccountSignInMutation$data } from '../../__generated__/useAccountSignInMutation.graphql';

type SignInPayload = useAccountSignInMutation$data['accountSignIn'];

/**
 * What every sign-in path does with its answer: signed in → remember and close; at the session limit →
 * the sessions mode; otherwise the user errors are returned for the form.
 */
export function useSignInOutcome(): (payload: SignInPayload) => SignInPayload['userErrors'] {
  const { signedIn, setDialog } = useAuthContext();
  const toast = useAppToast();
  const intl = useIntl();
  return (payload) => {
    if (payload.viewer) {
      signedIn({ userName: payload.viewer.userName, firstName: payload.viewer.firstName, lastName: payload.viewer.lastName });
      toast.success(intl.formatMessage({ id: 'accounts.signedIn' }));
      return [];
    }
    if (payload.sessionLimitReached) {
      const { signInTicket, sessionLimit, sessions } = payload.sessionLimitReached;
      setDialog({ mode: 'sessions', sessionLimit: { signInTicket, sessionLimit, sessions: sessions.map((session) => ({ ...session })) } });
      return [];
    }
    return payload.userErrors;
  };
}
