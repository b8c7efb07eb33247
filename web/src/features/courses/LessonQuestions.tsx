import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LessonQuestionsLessonFragment$key } from '../../__generated__/LessonQuestionsLessonFragment.graphql';
import type { LessonQuestionsQuestionFragment$key } from '../../__generated__/LessonQuestionsQuestionFragment.graphql';
import { formatTehranDateTime } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { LessonQuestionForm } from './LessonQuestionForm.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  answer: {
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
});

function LessonQuestionItem({
  question: questionKey,
  onJump,
}: {
  question: LessonQuestionsQuestionFragment$key;
  onJump: (second: number) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const question = useFragment(
    graphql`
      fragment LessonQuestionsQuestionFragment on LessonQuestion {
        question
        atSecond
        askedAt
        publishedToForum
        teacherAnswer {
          body
          teacherName
          answeredAt
        }
      }
    `,
    questionKey,
  );
  const time = question.atSecond == null ? null : formatLessonDuration(locale, question.atSecond);
  return (
    <li className={styles.item} data-testid="lesson-question">
      <div className={styles.head}>
        {time !== null ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<PlayRegular />}
            onClick={() => onJump(question.atSecond ?? 0)}
            aria-label={intl.formatMessage({ id: 'courses.question.jump' }, { time })}
            data-testid="question-time"
          >
            {time}
          </Button>
        ) : null}
        <Caption1 className={styles.muted}>
          {formatTehranDateTime(locale, question.askedAt)}
          {' · '}
          <FormattedMessage
            id={question.publishedToForum ? 'courses.question.onForum' : 'courses.question.private'}
          />
        </Caption1>
      </div>
      <WrittenText>{question.question}</WrittenText>
      {question.teacherAnswer ? (
        <div className={styles.answer} data-testid="teacher-answer">
          <Caption1 className={styles.muted}>
            <FormattedMessage
              id="courses.question.answeredBy"
              values={{
                name: question.teacherAnswer.teacherName,
                when: formatTehranDateTime(locale, question.teacherAnswer.answeredAt),
              }}
            />
          </Caption1>
          <WrittenText>{question.teacherAnswer.body}</WrittenText>
        </div>
      ) : (
        <Caption1 className={styles.muted}>
          <FormattedMessage id="courses.question.awaiting" />
        </Caption1>
      )}
    </li>
  );
}

/** Under the lesson: ask its teacher at the player's moment, and read one's questions with the teacher's answers. */
export function LessonQuestions({
  lesson,
  courseId,
  videoRef,
}: {
  lesson: LessonQuestionsLessonFragment$key;
  courseId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment LessonQuestionsLessonFragment on Lesson {
        id
        viewerQuestions(first: 50) @connection(key: "LessonQuestions_viewerQuestions") {
          __id
          edges {
            node {
              id
              ...LessonQuestionsQuestionFragment
            }
          }
        }
      }
    `,
    lesson,
  );
  // Seeks the player to the moment the question was asked, as a note's time does.
  const jump = (second: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = second;
    void video.play().catch(() => undefined);
  };
  const edges = data.viewerQuestions.edges;
  return (
    <section className={styles.section}>
      <LessonQuestionForm
        courseId={courseId}
        lessonId={data.id}
        videoRef={videoRef}
        connectionId={data.viewerQuestions.__id}
      />
      {edges.length > 0 ? (
        <>
          <Subtitle2 as="h3">
            <FormattedMessage id="courses.question.mine" />
          </Subtitle2>
          <ul className={styles.list}>
            {edges.map(({ node }) => (
              <LessonQuestionItem key={node.id} question={node} onJump={jump} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
