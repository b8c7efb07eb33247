import { Button } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileSessionsFragment$key } from '../../__generated__/ProfileSessionsFragment.graphql';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { SessionList } from './SessionList.tsx';
import { useAccountSessionEndMutation } from './useAccountSessionEndMutation.ts';

/** The account's signed-in sessions: device, browser, address, last active; the others can be ended. */
export function ProfileSessions({ viewer }: { viewer: ProfileSessionsFragment$key }) {
  const intl = useIntl();
  const toast = useAppToast();
  // SessionList draws these fields; it also lists the sessions a sign-in at its limit answers, which come outside a
  // fragment, so it takes plain rows rather than a fragment of its own.
  /* eslint-disable relay/unused-fields */
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
  /* eslint-enable relay/unused-fields */
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
      <SessionList
        sessions={activeSessions.sessions}
        action={(session) =>
          session.current ? null : (
            <Button disabled={isInFlight} onClick={() => end(session.id)}>
              <FormattedMessage id="accounts.profile.endSession" />
            </Button>
          )
        }
      />
    </div>
  );
}
