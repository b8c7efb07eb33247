import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecentVisitsFragment$key } from '../../../__generated__/RecentVisitsFragment.graphql';
import { formatTehranDateTime } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { mergeRecentVisits, readRecentVisits } from './recentVisits.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  date: { color: tokens.colorNeutralForeground3 },
});

/** The entity pages opened last: this browser's, and for a signed-in user also those kept on the server. */
export function RecentVisits({ query }: { query: RecentVisitsFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { recentEntityVisits } = useFragment(
    graphql`
      fragment RecentVisitsFragment on Query {
        recentEntityVisits {
          visitId
          path
          query
          title
          visitedAt
        }
      }
    `,
    query,
  );
  const [local] = useState(() => readRecentVisits());
  const visits = mergeRecentVisits(
    local,
    recentEntityVisits.map((visit) => ({
      path: visit.path,
      query: visit.query,
      date: visit.visitedAt,
      visitId: visit.visitId,
      title: visit.title,
    })),
  );
  return (
    <section aria-labelledby="recent-visits-title" data-testid="recent-visits">
      <Subtitle2 as="h2" id="recent-visits-title" className={styles.title}>
        <HistoryRegular aria-hidden />
        <FormattedMessage id="business.visits.title" />
      </Subtitle2>
      {visits.length === 0 ? (
        <Caption1>
          <FormattedMessage id="business.visits.empty" />
        </Caption1>
      ) : (
        <ul className={styles.list}>
          {visits.map((visit) => (
            <li key={visit.visitId} className={styles.item}>
              <AppLink to={visit.path}>{visit.title}</AppLink>
              <Caption1 className={styles.date}>
                {visit.query !== '' ? (
                  <FormattedMessage id="business.visits.fromSearch" values={{ query: visit.query }} />
                ) : null}
                {visit.query !== '' ? ' · ' : null}
                {formatTehranDateTime(locale, visit.date)}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
