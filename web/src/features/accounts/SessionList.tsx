import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionChoice } from '../../shared/auth/authDialogModes.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';

const useStyles = makeStyles({
  list: sectionStyles.list,
  item: sectionStyles.listRow,
  details: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { ...sectionStyles.muted, fontSize: tokens.fontSizeBase200 },
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
