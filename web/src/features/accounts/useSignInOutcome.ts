import { useIntl } from 'react-intl';
import { graphql, readInlineData } from 'react-relay/hooks';
import { useAuthContext } from '../../shared/auth/AuthProvider.tsx';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import type { useSignInOutcomeFragment$key } from '../../__generated__/useSignInOutcomeFragment.graphql';

/** What a sign-in answer carries; the three sign-in mutations (password, code, ending a session at the limit) spread it. */
const signInOutcomeFragment = graphql`
  fragment useSignInOutcomeFragment on AccountSignInPayload @inline {
    viewer {
      uuid
      userName
      packageType
    }
    sessionLimitReached {
      signInTicket
      sessionLimit
      sessions {
        id
        device
        browser
        ipAddress
        lastActiveAt
      }
    }
    userErrors {
      field
      code
      message
    }
  }
`;

/**
 * What every sign-in path does with its answer: signed in → remember and close; at the session limit →
 * the sessions mode; otherwise the user errors are returned for the form.
 */
export function useSignInOutcome() {
  const { signedIn, setDialog } = useAuthContext();
  const toast = useAppToast();
  const intl = useIntl();
  return (answer: useSignInOutcomeFragment$key) => {
    const payload = readInlineData(signInOutcomeFragment, answer);
    if (payload.viewer) {
      const { uuid, userName, packageType } = payload.viewer;
      signedIn({ uuid, userName, packageType });
      toast.success(intl.formatMessage({ id: 'accounts.signedIn' }));
      return [];
    }
    if (payload.sessionLimitReached) {
      const { signInTicket, sessionLimit, sessions } = payload.sessionLimitReached;
      setDialog({
        mode: 'sessions',
        sessionLimit: {
          signInTicket,
          sessionLimit,
          sessions: sessions.map(({ id, device, browser, ipAddress, lastActiveAt }) => ({
            id,
            device,
            browser,
            ipAddress,
            lastActiveAt,
          })),
        },
      });
      return [];
    }
    return payload.userErrors.map(({ field, code, message }) => ({ field, code, message }));
  };
}
