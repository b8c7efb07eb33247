import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SupportHoursBadgeFragment$key } from '../../__generated__/SupportHoursBadgeFragment.graphql';
import { formatTehranDateTime } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  detail: { color: tokens.colorNeutralForeground3 },
});

/** Whether support answers right now; when closed, why and when it opens next (in Tehran time). */
export function SupportHoursBadge({ status }: { status: SupportHoursBadgeFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment SupportHoursBadgeFragment on SupportStatus {
        isOpen
        closedReason
        holidayTitle
        nextOpeningAt
      }
    `,
    status,
  );
  if (data.isOpen) {
    return (
      <span className={styles.root}>
        <Badge appearance="filled" color="success">
          <FormattedMessage id="support.open" />
        </Badge>
      </span>
    );
  }
  const reason =
    data.closedReason === 'HOLIDAY' && data.holidayTitle ? (
      <FormattedMessage id="support.closed.HOLIDAY" values={{ holiday: data.holidayTitle }} />
    ) : data.closedReason === 'WEEKEND' ? (
      <FormattedMessage id="support.closed.WEEKEND" />
    ) : (
      <FormattedMessage id="support.closed.OUTSIDE_HOURS" />
    );
  return (
    <span className={styles.root}>
      <Badge appearance="tint" color="danger">
        <FormattedMessage id="support.closed" />
      </Badge>
      <Caption1 className={styles.detail}>{reason}</Caption1>
      {data.nextOpeningAt ? (
        <Caption1 className={styles.detail}>
          <FormattedMessage
            id="support.nextOpening"
            values={{ when: formatTehranDateTime(locale, data.nextOpeningAt) }}
          />
        </Caption1>
      ) : null}
    </span>
  );
}
