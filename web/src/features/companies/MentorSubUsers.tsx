import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { courseCreditGrantDays } from '@rasad/contracts/course-credit-days.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { MentorSubUsersPaginationQuery } from '../../__generated__/MentorSubUsersPaginationQuery.graphql';
import type { MentorSubUsersCoursesFragment$key } from '../../__generated__/MentorSubUsersCoursesFragment.graphql';
import type { MentorSubUsersSubUserFragment$key } from '../../__generated__/MentorSubUsersSubUserFragment.graphql';
import type { MentorSubUsersViewerFragment$key } from '../../__generated__/MentorSubUsersViewerFragment.graphql';
import { formatNumber, formatUserName } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import type { AdministrationCourse } from './administrationTypes.ts';
import { CreditCourseSelect } from './CreditCourseSelect.tsx';
import { PersonAddForm } from './PersonAddForm.tsx';
import { useMentorCreditGrantMutation } from './useMentorCreditGrantMutation.ts';
import { useMentorSubUserAddMutation } from './useMentorSubUserAddMutation.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

/** Sub-users a page; the first page loads with the route. */
const pageSize = 20;

const useStyles = makeStyles({
  card: sectionStyles.card,
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  list: { ...sectionStyles.list, gap: tokens.spacingVerticalM },
  muted: sectionStyles.muted,
  count: { color: tokens.colorNeutralForeground3, margin: 0 },
  credits: { margin: 0 },
});

/**
 * A mentor's sub-users a page at a time, with the form that adds one: a new sub-user goes on top of the list (newest
 * first) by the mutation (`@prependEdge`), and a credit given comes back on the sub-user's record, so nothing is fetched again.
 */
export function MentorSubUsers({
  viewer,
  courses: coursesKey,
}: {
  viewer: MentorSubUsersViewerFragment$key;
  /** The courses a credit can be given for. */
  courses: MentorSubUsersCoursesFragment$key;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const courses = useFragment(
    graphql`
      fragment MentorSubUsersCoursesFragment on Query {
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
    coursesKey,
  ).courses.edges.map(({ node }): AdministrationCourse => ({ id: node.id, title: node.title }));
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MentorSubUsersPaginationQuery,
    MentorSubUsersViewerFragment$key
  >(
    graphql`
      fragment MentorSubUsersViewerFragment on Viewer
      @refetchable(queryName: "MentorSubUsersPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        mentorship {
          maxSubUsers
          subUsers(first: $first, after: $after) @connection(key: "MentorSubUsers_subUsers") {
            __id
            totalCount
            edges {
              node {
                id
                ...MentorSubUsersSubUserFragment
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [addSubUser, adding] = useMentorSubUserAddMutation();
  const mentorship = data.mentorship;
  if (!mentorship) return null;
  const { subUsers } = mentorship;
  return (
    <>
      <Panel className={styles.card}>
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.mentor.add" />
        </Subtitle2>
        <PersonAddForm
          label={intl.formatMessage({ id: 'companies.mentor.add' })}
          submitting={adding}
          onAdd={(person, done) =>
            addSubUser({
              variables: { input: person, connections: [subUsers.__id] },
              updater: (store, response) => {
                if (!response?.mentorSubUserAdd.subUserEdge) return;
                const connection = store.get(subUsers.__id);
                const totalCount = connection?.getValue('totalCount');
                if (typeof totalCount === 'number') connection?.setValue(totalCount + 1, 'totalCount');
              },
              onCompleted: ({ mentorSubUserAdd }) => {
                done(mentorSubUserAdd.userErrors);
                if (mentorSubUserAdd.userErrors.length > 0) return;
                toast.success(intl.formatMessage({ id: 'companies.mentor.added' }));
              },
              onError: () => toast.error(),
            })
          }
        />
      </Panel>
      <Panel className={styles.card}>
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.mentor.subUsers" />
        </Subtitle2>
        <Caption1 as="p" block className={styles.count}>
          <FormattedMessage
            id="companies.mentor.count"
            values={{
              count: formatNumber(locale, subUsers.totalCount),
              max: formatNumber(locale, mentorship.maxSubUsers),
            }}
          />
        </Caption1>
        {subUsers.edges.length === 0 ? (
          <Body1 className={styles.muted}>
            <FormattedMessage id="companies.mentor.subUsers.none" />
          </Body1>
        ) : (
          <ul className={styles.list}>
            {subUsers.edges.map(({ node }) => (
              <MentorSubUserItem key={node.id} subUser={node} courses={courses} />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
          <FormattedMessage id="companies.mentor.subUsers.more" />
        </LoadMoreButton>
      </Panel>
    </>
  );
}

/** One sub-user: who, the credits given them, and a course to give a credit for. */
function MentorSubUserItem({
  subUser: subUserKey,
  courses,
}: {
  subUser: MentorSubUsersSubUserFragment$key;
  courses: readonly AdministrationCourse[];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const subUser = useFragment(
    graphql`
      fragment MentorSubUsersSubUserFragment on MentorSubUser {
        id
        fullName
        userName
        credits {
          id
          courseTitle
          state
        }
      }
    `,
    subUserKey,
  );
  const [courseId, setCourseId] = useState('');
  const [grantCredit, granting] = useMentorCreditGrantMutation();
  return (
    <li data-testid="sub-user">
      <Body1 block>
        <bdi>{subUser.fullName}</bdi> —{' '}
        <bdi className={styles.muted}>{formatUserName(locale, subUser.userName)}</bdi>
      </Body1>
      <Caption1 as="p" block className={styles.credits}>
        {subUser.credits
          .map(
            (credit) =>
              `${credit.courseTitle} (${intl.formatMessage({ id: `companies.credit.state.${credit.state}` })})`,
          )
          .join('، ')}
      </Caption1>
      <div className={styles.form}>
        <CreditCourseSelect
          personName={subUser.fullName}
          courses={courses}
          value={courseId}
          onChange={setCourseId}
        />
        <Button
          size="small"
          disabled={!courseId || granting}
          onClick={() =>
            grantCredit({
              variables: { input: { subUserId: subUser.id, courseId, days: courseCreditGrantDays } },
              onCompleted: ({ mentorCreditGrant }) => {
                const [error] = mentorCreditGrant.userErrors;
                if (error) return toast.error(error.message);
                toast.success(intl.formatMessage({ id: 'companies.admin.creditGiven' }));
                setCourseId('');
              },
              onError: () => toast.error(),
            })
          }
        >
          <FormattedMessage id="companies.admin.giveCredit" />
        </Button>
      </div>
    </li>
  );
}
