import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AuthFormErrors } from './AuthFormErrors.tsx';
import { useAccountSessionEndAndSignInMutation } from './useAccountSessionEndAndSignInMutation.ts';
import { useSignInOutcome } from './useSignInOutcome.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  details: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The sessions mode: the account is at its limit; ending one of its sessions finishes this sign-in. */
export function SessionLimitForm() {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
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
      <ul className={styles.list}>
        {limit.sessions.map((session) => (
          <li key={session.id} className={styles.item}>
            <span className={styles.details}>
              <span>
                {session.browser} · {session.device}
              </span>
              <span className={styles.muted}>
                <bdi>{formatDigits(locale, session.ipAddress)}</bdi> ·{' '}
                <FormattedMessage
                  id="accounts.lastActive"
                  values={{
                    when: intl.formatDate(session.lastActiveAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  }}
                />
              </span>
            </span>
            <Button
              appearance="primary"
              disabled={isInFlight}
              onClick={() => end(session.id)}
              icon={isInFlight && ending === session.id ? <Spinner size="tiny" /> : undefined}
            >
              <FormattedMessage id="accounts.endSessionAndSignIn" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
