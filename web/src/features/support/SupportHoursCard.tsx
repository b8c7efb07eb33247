import { Body1, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HeadsetRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SupportHoursCardFragment$key } from '../../__generated__/SupportHoursCardFragment.graphql';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { SupportHoursBadge } from './SupportHoursBadge.tsx';
import { formatClockTime } from './supportHours.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  hours: { lineHeight: tokens.lineHeightBase400 },
});

/** «Support: Saturday to Wednesday, 10 to 16, except official holidays», and whether it is open now. */
export function SupportHoursCard({ status }: { status: SupportHoursCardFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment SupportHoursCardFragment on SupportStatus {
        opensAt
        closesAt
        ...SupportHoursBadgeFragment
      }
    `,
    status,
  );
  return (
    <Panel>
      <CardHeader
        image={<HeadsetRegular className={styles.icon} aria-hidden />}
        header={
          <Text as="h2" weight="semibold" size={400}>
            <FormattedMessage id="support.title" />
          </Text>
        }
      />
      <Body1 className={styles.hours}>
        <FormattedMessage
          id="support.hours"
          values={{
            opens: formatClockTime(locale, data.opensAt),
            closes: formatClockTime(locale, data.closesAt),
          }}
        />
      </Body1>
      <SupportHoursBadge status={data} />
    </Panel>
  );
}
