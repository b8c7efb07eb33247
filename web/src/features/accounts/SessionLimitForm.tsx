import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { SessionList } from './SessionList.tsx';
import { useAccountSessionEndAndSignInMutation } from './useAccountSessionEndAndSignInMutation.ts';
import { useSignInOutcome } from './useSignInOutcome.ts';
import { WorkingSpinner } from '../../shared/ui/WorkingSpinner.tsx';

/** The sessions mode: the account is at its limit; ending one of its sessions finishes this sign-in. */
export function SessionLimitForm() {
  const intl = useIntl();
  const dialog = useAuthDialog();
  const [commit, isInFlight] = useAccountSessionEndAndSignInMutation();
  const outcome = useSignInOutcome();
  const [ending, setEnding] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const limit = dialog.state.sessionLimit;
  if (!limit) return null;

  const end = (sessionId: string) => {
    setEnding(sessionId);
    setFormErrors([]);
    commit({
      variables: { input: { signInTicket: limit.signInTicket, sessionId } },
      onCompleted: ({ accountSessionEndAndSignIn }) =>
        setFormErrors(outcome(accountSessionEndAndSignIn).map((error) => error.message)),
      onError: () => setFormErrors([intl.formatMessage({ id: 'toast.default.error' })]),
    });
  };

  return (
    <div>
      <p>
        <FormattedMessage id="accounts.sessionLimitLead" values={{ limit: limit.sessionLimit }} />
      </p>
      <AuthFormErrors errors={formErrors} />
      <SessionList
        sessions={limit.sessions}
        action={(session) => (
          <Button
            appearance="primary"
            disabled={isInFlight}
            onClick={() => end(session.id)}
            icon={isInFlight && ending === session.id ? <WorkingSpinner /> : undefined}
          >
            <FormattedMessage id="accounts.endSessionAndSignIn" />
          </Button>
        )}
      />
    </div>
  );
}
