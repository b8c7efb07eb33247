import {
  Body1,
  Button,
  Caption1,
  Card,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAddForm } from './PersonAddForm.tsx';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import mentorPageQuery from '../../__generated__/MentorPageQuery.graphql';
import type { MentorPageQuery } from '../../__generated__/MentorPageQuery.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { formatNumber, formatUserName } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useMentorCreditGrantMutation } from './useMentorCreditGrantMutation.ts';
import { useMentorSubUserAddMutation } from './useMentorSubUserAddMutation.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  list: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/companies/mentor`: a mentor's sub-users, the course credits given them, and what they watched. */
export function MentorPage({ queryRef }: { queryRef: PreloadedQuery<MentorPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<MentorPageQuery>(
    graphql`
      query MentorPageQuery @preloadable {
        viewer {
          mentorship {
            maxSubUsers
            subUsers(first: 100) {
              totalCount
              edges {
                node {
                  id
                  fullName
                  userName
                  credits {
                    id
                    courseTitle
                    state
                  }
                }
              }
            }
            logs(first: 50) {
              fullName
              courseTitle
              lessonTitle
              watchedSeconds
              loggedAt
            }
          }
        }
        courses(first: 100) {
          edges {
            node {
              id
              title
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [course, setCourse] = useState<Record<string, string>>({});
  const [addSubUser, adding] = useMentorSubUserAddMutation();
  const [grantCredit] = useMentorCreditGrantMutation();
  const mentorship = data.viewer?.mentorship;
  const title = intl.formatMessage({ id: 'companies.mentor.title' });
  if (!mentorship) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <Body1>
          <FormattedMessage id="companies.mentor.notMentor" />
        </Body1>
      </PageContainer>
    );
  }
  const refresh = () => void fetchQuery<MentorPageQuery>(environment, mentorPageQuery, {}).toPromise();
  const failed = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length > 0;
  };
  const courses = data.courses.edges.map((edge) => edge.node);
  return (
    <PageContainer>
      <PageHeader
        title={title}
        subtitle={
          <FormattedMessage
            id="companies.mentor.count"
            values={{
              count: formatNumber(locale, mentorship.subUsers.totalCount),
              max: formatNumber(locale, mentorship.maxSubUsers),
            }}
          />
        }
      />
      <div className={styles.stack}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.mentor.add" />
          </Subtitle2>
          <PersonAddForm
            label={intl.formatMessage({ id: 'companies.mentor.add' })}
            submitting={adding}
            onAdd={(person, done) =>
              addSubUser({
                variables: { input: person },
                onCompleted: ({ mentorSubUserAdd }) => {
                  done(mentorSubUserAdd.userErrors);
                  if (mentorSubUserAdd.userErrors.length > 0) return;
                  toast.success(intl.formatMessage({ id: 'companies.mentor.added' }));
                  refresh();
                },
                onError: () => toast.error(),
              })
            }
          />
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.mentor.subUsers" />
          </Subtitle2>
          <ul className={styles.list}>
            {mentorship.subUsers.edges.map(({ node }) => (
              <li key={node.id} data-testid="sub-user">
                <Body1>
                  {node.fullName} —{' '}
                  <bdi className={styles.muted}>{formatUserName(locale, node.userName)}</bdi>
                </Body1>
                <Caption1 as="p">
                  {node.credits
                    .map(
                      (credit) =>
                        `${credit.courseTitle} (${intl.formatMessage({ id: `companies.credit.state.${credit.state}` })})`,
                    )
                    .join('، ')}
                </Caption1>
                <div className={styles.form}>
                  <Select
                    aria-label={intl.formatMessage(
                      { id: 'companies.admin.creditCourse' },
                      { name: node.fullName },
                    )}
                    value={course[node.id] ?? ''}
                    onChange={(_, value) => setCourse((current) => ({ ...current, [node.id]: value.value }))}
                  >
                    <option value="">{intl.formatMessage({ id: 'companies.admin.chooseCourse' })}</option>
                    {courses.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.title}
                      </option>
                    ))}
                  </Select>
                  <Button
                    size="small"
                    disabled={!course[node.id]}
                    onClick={() =>
                      grantCredit({
                        variables: { input: { subUserId: node.id, courseId: course[node.id]!, days: 90 } },
                        onCompleted: ({ mentorCreditGrant }) => {
                          if (failed(mentorCreditGrant.userErrors)) return;
                          toast.success(intl.formatMessage({ id: 'companies.admin.creditGiven' }));
                          refresh();
                        },
                        onError: () => toast.error(),
                      })
                    }
                  >
                    <FormattedMessage id="companies.admin.giveCredit" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <Card className={styles.card}>
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
        </Card>
      </div>
    </PageContainer>
  );
}
