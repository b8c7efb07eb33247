import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionChoice } from '../../shared/auth/authDialogModes.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

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

type Session = Readonly<SessionChoice> & { readonly current?: boolean };

/**
 * An account's signed-in sessions, a row each: browser and device (the reader's own marked), address and last
 * activity, and beside them what can be done with the session.
 */
export function SessionList<Row extends Session>({
  sessions,
  action,
}: {
  sessions: readonly Row[];
  action: (session: Row) => ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ul className={styles.list}>
      {sessions.map((session) => (
        <li key={session.id} className={styles.item}>
          <span className={styles.details}>
            <span>
              {session.browser} · {session.device}
              {session.current ? (
                <>
                  {' '}
                  <Badge appearance="tint">
                    <FormattedMessage id="accounts.profile.thisDevice" />
                  </Badge>
                </>
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
          {action(session)}
        </li>
      ))}
    </ul>
  );
}
