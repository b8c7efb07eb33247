import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { MentorPageQuery } from '../../__generated__/MentorPageQuery.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { MentorSubUsers } from './MentorSubUsers.tsx';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: sectionStyles.card,
  list: { ...sectionStyles.list, gap: tokens.spacingVerticalM },
  muted: sectionStyles.muted,
});

/** `/companies/mentor`: a mentor's sub-users, the course credits given them, and what they watched. */
export function MentorPage({ queryRef }: { queryRef: PreloadedQuery<MentorPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<MentorPageQuery>(
    graphql`
      query MentorPageQuery @preloadable {
        viewer {
          ...MentorSubUsersViewerFragment
          mentorship {
            logs(first: 50) {
              fullName
              courseTitle
              lessonTitle
              watchedSeconds
              loggedAt
            }
          }
        }
        ...MentorSubUsersCoursesFragment
      }
    `,
    queryRef,
  );
  const viewer = data.viewer;
  const mentorship = viewer?.mentorship;
  const title = intl.formatMessage({ id: 'companies.mentor.title' });
  if (!viewer || !mentorship) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <Body1>
          <FormattedMessage id="companies.mentor.notMentor" />
        </Body1>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={title} />
      <div className={styles.stack}>
        <MentorSubUsers viewer={viewer} courses={data} />
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.mentor.logs" />
          </Subtitle2>
          {mentorship.logs.length === 0 ? (
            <Body1 className={styles.muted}>
              <FormattedMessage id="companies.mentor.logs.none" />
            </Body1>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'companies.mentor.logs' })}>
              {mentorship.logs.map((log, index) => (
                <li key={`${log.loggedAt}-${index}`} data-testid="mentorship-log">
                  <Body1>
                    <FormattedMessage
                      id="companies.mentor.log"
                      values={{
                        name: log.fullName,
                        course: log.courseTitle,
                        lesson: log.lessonTitle,
                        minutes: formatNumber(locale, Math.max(1, Math.round(log.watchedSeconds / 60))),
                        date: formatDate(locale, log.loggedAt),
                      }}
                    />
                  </Body1>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </PageContainer>
  );
}
