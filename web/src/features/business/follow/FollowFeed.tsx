import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { NewsRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FollowFeedFragment$key } from '../../../__generated__/FollowFeedFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBlock: tokens.spacingVerticalL },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalM },
  date: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** The newest gazette notices of the companies the viewer follows. */
export function FollowFeed({ query }: { query: FollowFeedFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { followedCompanyEvents } = useFragment(
    graphql`
      fragment FollowFeedFragment on Query {
        followedCompanyEvents(first: 8) {
          event {
            id
            kind
            publishedOn
          }
          company {
            id
            name
          }
        }
      }
    `,
    query,
  );
  return (
    <section aria-labelledby="follow-feed-title" data-testid="follow-feed">
      <Subtitle2 as="h2" id="follow-feed-title" className={styles.title}>
        <NewsRegular aria-hidden />
        <FormattedMessage id="business.feed.title" />
      </Subtitle2>
      {followedCompanyEvents.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.feed.empty" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {followedCompanyEvents.map(({ event, company }) => (
            <li key={event.id}>
              <AppLink to={`/company/${company.id}?tab=gazette`}>{company.name}</AppLink>
              <Caption1 className={styles.date}>
                <FormattedMessage id={`business.gazette.${event.kind}`} /> · {formatDate(locale, event.publishedOn)}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
