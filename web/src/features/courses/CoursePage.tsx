import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { HatGraduationRegular, PersonRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CoursePageQuery } from '../../__generated__/CoursePageQuery.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CourseAccessCard } from './CourseAccessCard.tsx';
import { CourseCreditRequest } from './CourseCreditRequest.tsx';
import { CourseDevices } from './CourseDevices.tsx';
import { CourseCard } from '../../shared/courses/CourseCard.tsx';
import { CourseGrid } from '../../shared/courses/CourseGrid.tsx';
import { CourseReviews } from './CourseReviews.tsx';
import { CourseSyllabus } from './CourseSyllabus.tsx';
import { LessonPlayer } from './LessonPlayer.tsx';
import { NotFoundPage } from '../../shared/ui/NotFoundPage.tsx';

// Only a signed-in learner sees the progress chart, the notes, the questions and the forms: the charting and form
// libraries load for them alone.
const CourseProgressGraph = lazy(() =>
  import('./CourseProgressGraph.tsx').then((module) => ({ default: module.CourseProgressGraph })),
);
const CourseReviewForm = lazy(() =>
  import('./CourseReviewForm.tsx').then((module) => ({ default: module.CourseReviewForm })),
);
const CourseCommentForm = lazy(() =>
  import('./CourseCommentForm.tsx').then((module) => ({ default: module.CourseCommentForm })),
);
const LessonNotes = lazy(() =>
  import('./LessonNotes.tsx').then((module) => ({ default: module.LessonNotes })),
);
const LessonQuestions = lazy(() =>
  import('./LessonQuestions.tsx').then((module) => ({ default: module.LessonQuestions })),
);
const LessonQuestionForm = lazy(() =>
  import('./LessonQuestionForm.tsx').then((module) => ({ default: module.LessonQuestionForm })),
);

const useStyles = makeStyles({
  // In one column (a phone) the access card and the syllabus come right under the player, not after the reviews.
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"player aside" "main aside"',
    columnGap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"player" "aside" "main"',
    },
  },
  player: { gridArea: 'player', minWidth: 0, marginBlockEnd: tokens.spacingVerticalXL },
  main: {
    gridArea: 'main',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
  },
  aside: {
    gridArea: 'aside',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 900px)': { marginBlockEnd: tokens.spacingVerticalXL },
  },
  teacher: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  related: { marginBlockStart: tokens.spacingVerticalXXXL },
  heading: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
  signIn: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const coursePageQuery = graphql`
  query CoursePageQuery($id: ID!, $lessonId: ID, $deviceId: String!) @preloadable {
    course(id: $id, lessonId: $lessonId) {
      id
      title
      summary
      teacher {
        fullName
        bio
      }
      qualification {
        title
      }
      enrolment {
        hasAccess
      }
      exam {
        questionCount
        timeLimitSeconds
        passPercent
      }
      currentLesson {
        id
        canWatch
        ...LessonPlayerFragment
        ...LessonNotesFragment
        ...LessonQuestionsLessonFragment
      }
      relatedCourses(first: 4) {
        edges {
          node {
            id
            ...CourseCardFragment
          }
        }
      }
      ...CourseSyllabusFragment
      ...CourseAccessCardFragment
      ...CourseDevicesFragment
      ...CourseReviewsFragment
      ...CourseProgressGraphFragment
    }
  }
`;

/** A course: the player on the chosen lesson, syllabus, teacher, access and progress, reviews and related courses. */
export function CoursePage({ queryRef }: { queryRef: PreloadedQuery<CoursePageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);
  const viewer = useViewer();
  const authDialog = useAuthDialog();
  const environment = useRelayEnvironment();
  const { course } = usePreloadedQuery<CoursePageQuery>(coursePageQuery, queryRef);
  // A clip's link lasts minutes: asking the page's query again brings a fresh one for the same lesson.
  const renewMedia = useCallback(
    () =>
      fetchQuery<CoursePageQuery>(environment, coursePageQuery, queryRef.variables, {
        fetchPolicy: 'network-only',
      }).toPromise(),
    [environment, queryRef.variables],
  );

  if (!course) {
    return (
      <NotFoundPage
        titleId="courses.page.notFound"
        bodyId="courses.page.notFoundBody"
        action={{ to: '/courses', labelId: 'courses.dashboard.toCatalogue', icon: <HatGraduationRegular /> }}
      />
    );
  }

  // Notes and questions to the teacher are for whoever may use the lesson (the service refuses anyone else).
  const mayUseLesson = course.currentLesson
    ? course.currentLesson.canWatch
    : course.enrolment?.hasAccess === true;
  return (
    <PageContainer>
      <PageHeader title={course.title} subtitle={course.summary} />
      <div className={styles.layout}>
        {course.currentLesson ? (
          <div className={styles.player}>
            <LessonPlayer
              key={course.currentLesson.id}
              lesson={course.currentLesson}
              reportsProgress={course.enrolment?.hasAccess === true}
              videoRef={videoRef}
              onMediaExpired={renewMedia}
            />
          </div>
        ) : null}
        <div className={styles.main}>
          {viewer.signedIn && !mayUseLesson ? (
            <Body1 className={styles.signIn}>
              <FormattedMessage id="courses.page.notesNeedAccess" />
            </Body1>
          ) : viewer.signedIn ? (
            <Suspense fallback={null}>
              {course.currentLesson ? (
                <>
                  <LessonNotes lesson={course.currentLesson} videoRef={videoRef} />
                  <LessonQuestions lesson={course.currentLesson} courseId={course.id} videoRef={videoRef} />
                </>
              ) : (
                <LessonQuestionForm courseId={course.id} lessonId={null} />
              )}
            </Suspense>
          ) : (
            <Body1 className={styles.signIn}>
              <FormattedMessage id="courses.signInToLearn" />{' '}
              <Button size="small" appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
                <FormattedMessage id="courses.signIn" />
              </Button>
            </Body1>
          )}
          <section className={styles.teacher} aria-label={course.teacher.fullName}>
            <Caption1 className={styles.muted}>
              <FormattedMessage id="courses.page.teacher" />
            </Caption1>
            <Subtitle1 as="h2">
              <PersonRegular aria-hidden /> {course.teacher.fullName}
            </Subtitle1>
            <Body1>{course.teacher.bio}</Body1>
          </section>
          <CourseReviews course={course} />
          <Suspense fallback={null}>
            {course.enrolment ? <CourseReviewForm courseId={course.id} /> : null}
            {viewer.signedIn ? <CourseCommentForm courseId={course.id} /> : null}
          </Suspense>
        </div>
        <aside className={styles.aside}>
          <CourseAccessCard course={course} />
          {viewer.signedIn && course.enrolment?.hasAccess !== true ? (
            <Suspense fallback={null}>
              <CourseCreditRequest courseId={course.id} />
            </Suspense>
          ) : null}
          {course.enrolment ? <CourseDevices course={course} /> : null}
          {course.enrolment ? (
            <Suspense fallback={null}>
              <CourseProgressGraph course={course} />
            </Suspense>
          ) : null}
          {course.qualification ? (
            <Body1>
              <FormattedMessage
                id="courses.page.qualification"
                values={{ title: course.qualification.title }}
              />
            </Body1>
          ) : null}
          {course.exam ? (
            <Body1>
              <FormattedMessage
                id="courses.page.exam"
                values={{
                  count: course.exam.questionCount,
                  minutes: Math.round(course.exam.timeLimitSeconds / 60),
                  pass: course.exam.passPercent,
                }}
              />{' '}
              <AppLink to={`/courses/${course.id}/exam`}>
                <FormattedMessage id="courses.exam.link" />
              </AppLink>
            </Body1>
          ) : null}
          <Subtitle1 as="h2">
            <FormattedMessage id="courses.page.syllabus" />
          </Subtitle1>
          <CourseSyllabus course={course} courseId={course.id} />
        </aside>
      </div>
      {course.relatedCourses.edges.length > 0 ? (
        <section className={styles.related} aria-label={intl.formatMessage({ id: 'courses.page.related' })}>
          <Subtitle1 as="h2" className={styles.heading}>
            <FormattedMessage id="courses.page.related" />
          </Subtitle1>
          <CourseGrid>
            {course.relatedCourses.edges.map(({ node }) => (
              <CourseCard key={node.id} course={node} />
            ))}
          </CourseGrid>
        </section>
      ) : null}
    </PageContainer>
  );
}
