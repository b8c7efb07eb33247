import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatTehranDateTime } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { readRecentVisits } from './recentVisits.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBlockEnd: tokens.spacingVerticalM },
  date: { color: tokens.colorNeutralForeground3 },
});

/** The entity pages this browser opened last. */
export function RecentVisits() {
  const styles = useStyles();
  const locale = useLocale();
  const [visits] = useState(() => readRecentVisits());
  return (
    <section aria-labelledby="recent-visits-title">
      <Subtitle2 as="h2" id="recent-visits-title" className={styles.title}>
        <HistoryRegular aria-hidden />
        <FormattedMessage id="business.visits.title" />
      </Subtitle2>
      {visits.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.visits.empty" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {visits.map((visit) => (
            <li key={visit.visitId} className={styles.item}>
              <AppLink to={visit.path}>{visit.title}</AppLink>
              <Caption1 className={styles.date}>{formatTehranDateTime(locale, visit.date)}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
