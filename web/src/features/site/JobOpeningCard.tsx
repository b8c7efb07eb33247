import { Badge, Body1, Caption1, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobOpeningCardFragment$key } from '../../__generated__/JobOpeningCardFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground3,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  description: { lineHeight: tokens.lineHeightBase400, whiteSpace: 'pre-line' },
});

/** One open position. */
export function JobOpeningCard({ job }: { job: JobOpeningCardFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment JobOpeningCardFragment on JobOpening {
        title
        team
        city
        employmentType
        description
        postedOn
      }
    `,
    job,
  );
  return (
    <Panel>
      <CardHeader
        header={
          <Text as="h3" weight="semibold" size={400}>
            {data.title}
          </Text>
        }
        description={
          <Caption1 className={styles.meta}>
            <span className={styles.metaItem}>
              <PeopleTeamRegular aria-hidden />
              {data.team}
            </span>
            <span className={styles.metaItem}>
              <LocationRegular aria-hidden />
              {data.city}
            </span>
            <span>
              <FormattedMessage id="jobs.postedOn" values={{ date: formatDate(locale, data.postedOn) }} />
            </span>
          </Caption1>
        }
        action={<Badge appearance="tint">{data.employmentType}</Badge>}
      />
      <Body1 className={styles.description}>{data.description}</Body1>
    </Panel>
  );
}
