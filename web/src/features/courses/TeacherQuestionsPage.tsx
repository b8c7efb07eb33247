import {
  Body1,
  Button,
  Caption1,
  Field,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { lessonQuestionAnswerRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { TeacherQuestionsPageQuestionFragment$key } from '../../__generated__/TeacherQuestionsPageQuestionFragment.graphql';
import type { TeacherQuestionsPageViewerFragment$key } from '../../__generated__/TeacherQuestionsPageViewerFragment.graphql';
import type { TeacherQuestionsPagePaginationQuery } from '../../__generated__/TeacherQuestionsPagePaginationQuery.graphql';
import type { TeacherQuestionsPageQuery } from '../../__generated__/TeacherQuestionsPageQuery.graphql';
import { serverErrorType, useErrorText } from '../../shared/forms/useErrorText.ts';
import { formatTehranDateTime } from '../../shared/format/dates.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { useLessonQuestionAnswerMutation } from './useLessonQuestionAnswerMutation.ts';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const pageSize = 20;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalL },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  count: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
  form: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  wide: { width: '100%' },
  answer: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
});

function TeacherQuestion({ question: questionKey }: { question: TeacherQuestionsPageQuestionFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const question = useFragment(
    graphql`
      fragment TeacherQuestionsPageQuestionFragment on LessonQuestion {
        id
        question
        atSecond
        askedAt
        askerName
        courseId
        courseTitle
        lessonId
        lessonTitle
        teacherAnswer {
          body
          answeredAt
        }
      }
    `,
    questionKey,
  );
  const [commit, isInFlight] = useLessonQuestionAnswerMutation();
  const { register, handleSubmit, setError, formState } = useForm<{ body: string }>({
    resolver: zodResolver(lessonQuestionAnswerRules),
    defaultValues: { body: '' },
  });
  const submit = handleSubmit(({ body }) =>
    commit({
      variables: { input: { questionId: question.id, body } },
      onCompleted: ({ lessonQuestionAnswer }) => {
        const error = lessonQuestionAnswer.userErrors[0];
        if (error) setError('body', { type: serverErrorType, message: error.message });
      },
      onError: () =>
        setError('body', {
          type: serverErrorType,
          message: intl.formatMessage({ id: 'courses.teacher.failed' }),
        }),
    }),
  );
  const where = question.lessonTitle
    ? intl.formatMessage(
        { id: 'courses.teacher.where' },
        {
          course: question.courseTitle ?? '',
          lesson: question.lessonTitle,
          time: formatLessonDuration(locale, question.atSecond ?? 0),
        },
      )
    : (question.courseTitle ?? '');
  const lessonLink =
    question.courseId && question.lessonId
      ? `/courses/${question.courseId}?lesson=${encodeURIComponent(question.lessonId)}`
      : null;
  return (
    <li className={styles.item} data-testid="teacher-question">
      <Caption1 className={styles.muted}>
        {lessonLink ? <AppLink to={lessonLink}>{where}</AppLink> : where}
      </Caption1>
      <WrittenText>{question.question}</WrittenText>
      <Caption1 className={styles.muted}>
        <FormattedMessage
          id="courses.teacher.asked"
          values={{ name: question.askerName, when: formatTehranDateTime(locale, question.askedAt) }}
        />
      </Caption1>
      {question.teacherAnswer ? (
        <div className={styles.answer}>
          <Caption1 className={styles.muted}>
            <FormattedMessage
              id="courses.teacher.answeredAt"
              values={{ when: formatTehranDateTime(locale, question.teacherAnswer.answeredAt) }}
            />
          </Caption1>
          <WrittenText>{question.teacherAnswer.body}</WrittenText>
        </div>
      ) : (
        <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
          <Field
            className={styles.wide}
            label={intl.formatMessage({ id: 'courses.teacher.answer' })}
            validationState={formState.errors.body ? 'error' : 'none'}
            validationMessage={errorText(formState.errors.body)}
          >
            <Textarea {...register('body')} />
          </Field>
          <Button type="submit" appearance="primary" disabled={isInFlight}>
            <FormattedMessage id="courses.teacher.send" />
          </Button>
        </form>
      )}
    </li>
  );
}

function TeacherQuestionList({ viewer }: { viewer: TeacherQuestionsPageViewerFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    TeacherQuestionsPagePaginationQuery,
    TeacherQuestionsPageViewerFragment$key
  >(
    graphql`
      fragment TeacherQuestionsPageViewerFragment on Viewer
      @refetchable(queryName: "TeacherQuestionsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        teacherQuestions(first: $first, after: $after)
          @connection(key: "TeacherQuestionsPage_teacherQuestions") {
          unansweredCount
          edges {
            node {
              id
              ...TeacherQuestionsPageQuestionFragment
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, unansweredCount } = data.teacherQuestions;
  return (
    <>
      <Subtitle2 as="h2" className={styles.count}>
        <FormattedMessage
          id="courses.teacher.unanswered"
          values={{ count: unansweredCount, shown: formatNumber(locale, unansweredCount) }}
        />
      </Subtitle2>
      {edges.length === 0 ? (
        <Body1>
          <FormattedMessage id="courses.teacher.none" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <TeacherQuestion key={node.id} question={node} />
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="courses.teacher.more" />
      </LoadMoreButton>
    </>
  );
}

/** `/courses/teaching`: a teacher's inbox of learners' questions on their courses, unanswered first. */
export function TeacherQuestionsPage({ queryRef }: { queryRef: PreloadedQuery<TeacherQuestionsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<TeacherQuestionsPageQuery>(
    graphql`
      query TeacherQuestionsPageQuery @preloadable {
        viewer {
          isTeacher
          ...TeacherQuestionsPageViewerFragment
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'courses.teacher.title' })}
        subtitle={intl.formatMessage({ id: 'courses.teacher.lead' })}
      />
      {viewer?.isTeacher ? (
        <TeacherQuestionList viewer={viewer} />
      ) : (
        <Body1>
          <FormattedMessage id="courses.teacher.notTeacher" />
        </Body1>
      )}
    </PageContainer>
  );
}
