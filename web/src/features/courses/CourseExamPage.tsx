import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { TimerRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CourseExamPageQuery } from '../../__generated__/CourseExamPageQuery.graphql';
import type { useCourseExamStartMutation$data } from '../../__generated__/useCourseExamStartMutation.graphql';
import type { useCourseExamSubmitMutation$data } from '../../__generated__/useCourseExamSubmitMutation.graphql';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ExamResultCard } from './ExamResultCard.tsx';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { useCourseExamStartMutation } from './useCourseExamStartMutation.ts';
import { useCourseExamSubmitMutation } from './useCourseExamSubmitMutation.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  timer: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  question: { gap: tokens.spacingVerticalS },
});

type Attempt = NonNullable<useCourseExamStartMutation$data['courseExamStart']['attempt']>;
type Question = useCourseExamStartMutation$data['courseExamStart']['questions'][number];
type Result = NonNullable<useCourseExamSubmitMutation$data['courseExamSubmit']['result']>;

/** Seconds left until `deadline`, ticking once a second. */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Math.round((Date.parse(deadline) - now) / 1000)) : null;
}

/** The course's final exam: locked until every lesson is watched, timed, scored by the server; past results below. */
export function CourseExamPage({ queryRef }: { queryRef: PreloadedQuery<CourseExamPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const { course } = usePreloadedQuery<CourseExamPageQuery>(
    graphql`
      query CourseExamPageQuery($id: ID!) @preloadable {
        course(id: $id) {
          id
          title
          exam {
            id
            unlocked
            questionCount
            timeLimitSeconds
            passPercent
            results(first: 20) {
              edges {
                node {
                  id
                  ...ExamResultCardFragment
                }
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [commitStart, isStarting] = useCourseExamStartMutation();
  const [commitSubmit, isSubmitting] = useCourseExamSubmitMutation();
  const [attempt, setAttempt] = useState<{ attempt: Attempt; questions: readonly Question[] } | null>(null);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<Result | null>(null);
  const secondsLeft = useSecondsLeft(attempt && !result ? attempt.attempt.deadlineAt : null);
  const submit = () => {
    if (!attempt) return;
    commitSubmit({
      variables: {
        input: {
          attemptId: attempt.attempt.id,
          answers: Object.entries(answers).map(([questionId, option]) => ({ questionId, option })),
        },
      },
      onCompleted: ({ courseExamSubmit }) => {
        const error = courseExamSubmit.userErrors[0];
        // A pass whose certificate waits for the learner's name is a result: its card asks for the name.
        if (courseExamSubmit.result) setResult(courseExamSubmit.result);
        else toast.error(error?.message);
      },
      onError: () => toast.error(),
    });
  };

  // When the time runs out the answers given so far are sent, once, while the server still takes them.
  const autoSubmittedAttempt = useRef<string | null>(null);
  useEffect(() => {
    if (
      secondsLeft !== 0 ||
      !attempt ||
      result ||
      isSubmitting ||
      autoSubmittedAttempt.current === attempt.attempt.id
    )
      return;
    autoSubmittedAttempt.current = attempt.attempt.id;
    submit();
  });

  if (!course?.exam) {
    return (
      <PageContainer narrow>
        <PageHeader title={intl.formatMessage({ id: 'courses.exam.none' })} />
      </PageContainer>
    );
  }
  const exam = course.exam;
  const start = () =>
    commitStart({
      variables: { input: { courseId: course.id } },
      onCompleted: ({ courseExamStart }) => {
        const error = courseExamStart.userErrors[0];
        if (error || !courseExamStart.attempt) toast.error(error?.message);
        else setAttempt({ attempt: courseExamStart.attempt, questions: courseExamStart.questions });
      },
      onError: () => toast.error(),
    });
  return (
    <PageContainer narrow>
      <PageHeader title={intl.formatMessage({ id: 'courses.exam.title' }, { course: course.title })} />
      <div className={styles.column}>
        <AppLink to={`/courses/${course.id}`}>
          <FormattedMessage id="courses.exam.backToCourse" />
        </AppLink>
        <Body1>
          <FormattedMessage
            id="courses.page.exam"
            values={{
              count: exam.questionCount,
              minutes: Math.round(exam.timeLimitSeconds / 60),
              pass: exam.passPercent,
            }}
          />
        </Body1>
        {result ? (
          <>
            <Subtitle1 as="h2">
              <FormattedMessage id="courses.exam.yourResult" />
            </Subtitle1>
            <ExamResultCard result={result} />
          </>
        ) : attempt ? (
          <>
            <Text className={styles.timer} role="timer" data-testid="exam-timer">
              <TimerRegular aria-hidden />
              <FormattedMessage
                id="courses.exam.timeLeft"
                values={{ time: formatLessonDuration(locale, secondsLeft ?? 0) }}
              />
            </Text>
            {attempt.questions.map((question, index) => (
              <Panel key={question.id} className={styles.question} data-testid="exam-question">
                <Body1 id={`question-${index}`}>
                  <FormattedMessage
                    id="courses.exam.question"
                    values={{ number: index + 1, text: question.text }}
                  />
                </Body1>
                <RadioGroup
                  aria-labelledby={`question-${index}`}
                  value={answers[question.id] === undefined ? '' : String(answers[question.id])}
                  onChange={(_, { value }) =>
                    setAnswers((current) => ({ ...current, [question.id]: Number(value) }))
                  }
                >
                  {question.options.map((option, optionIndex) => (
                    <Radio key={option} value={String(optionIndex)} label={option} />
                  ))}
                </RadioGroup>
              </Panel>
            ))}
            <div>
              <Button appearance="primary" onClick={submit} disabled={isSubmitting} data-testid="exam-submit">
                <FormattedMessage id="courses.exam.submit" />
              </Button>
            </div>
          </>
        ) : exam.unlocked ? (
          <div>
            <Button appearance="primary" onClick={start} disabled={isStarting} data-testid="exam-start">
              <FormattedMessage id="courses.exam.start" />
            </Button>
          </div>
        ) : (
          <MessageBar intent="info" data-testid="exam-locked">
            <MessageBarBody>
              <FormattedMessage id="courses.exam.locked" />
            </MessageBarBody>
          </MessageBar>
        )}
        {exam.results.edges.length > 0 ? (
          <>
            <Subtitle1 as="h2">
              <FormattedMessage id="courses.exam.pastResults" />
            </Subtitle1>
            {exam.results.edges.map(({ node }) => (
              <ExamResultCard key={node.id} result={node} />
            ))}
          </>
        ) : null}
      </div>
    </PageContainer>
  );
}
