import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileSessionsFragment$key } from '../../__generated__/ProfileSessionsFragment.graphql';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useAccountSessionEndMutation } from './useAccountSessionEndMutation.ts';

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

/** The account's signed-in sessions: device, browser, address, last active; the others can be ended. */
export function ProfileSessions({ viewer }: { viewer: ProfileSessionsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const { activeSessions } = useFragment(
    graphql`
      fragment ProfileSessionsFragment on Viewer {
        activeSessions {
          sessionLimit
          sessions {
            id
            device
            browser
            ipAddress
            lastActiveAt
            current
          }
        }
      }
    `,
    viewer,
  );
  const [commit, isInFlight] = useAccountSessionEndMutation();
  const end = (sessionId: string) =>
    commit({
      variables: { input: { sessionId } },
      onCompleted: ({ accountSessionEnd }) => {
        if (accountSessionEnd.userErrors.length > 0) toast.error(accountSessionEnd.userErrors[0]?.message);
        else toast.success(intl.formatMessage({ id: 'accounts.profile.sessionEnded' }));
      },
      onError: () => toast.error(),
    });

  return (
    <div>
      <p>
        <FormattedMessage
          id="accounts.profile.sessionLimit"
          values={{ limit: activeSessions.sessionLimit }}
        />
      </p>
      <ul className={styles.list}>
        {activeSessions.sessions.map((session) => (
          <li key={session.id} className={styles.item}>
            <span className={styles.details}>
              <span>
                {session.browser} · {session.device}{' '}
                {session.current ? (
                  <Badge appearance="tint">
                    <FormattedMessage id="accounts.profile.thisDevice" />
                  </Badge>
                ) : null}
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
            {session.current ? null : (
              <Button disabled={isInFlight} onClick={() => end(session.id)}>
                <FormattedMessage id="accounts.profile.endSession" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
