import { Button, Checkbox, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { lessonQuestionRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useLessonQuestionAskMutation } from './useLessonQuestionAskMutation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  wide: { width: '100%' },
});

/**
 * A question for the teacher about the lesson on screen, asked at the player's current second; on the forum too
 * only if the learner ticks the box (off by default).
 */
export function LessonQuestionForm({
  courseId,
  lessonId,
  videoRef,
  connectionId,
}: {
  courseId: string;
  lessonId: string | null;
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** The lesson's question list, which the new question joins. */
  connectionId?: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useLessonQuestionAskMutation();
  const [publishToForum, setPublishToForum] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<{ question: string }>({
    resolver: zodResolver(lessonQuestionRules),
    defaultValues: { question: '' },
  });
  const ask = (question: string) => {
    // The moment is read when the learner sends, from where the player stands then.
    const video = videoRef?.current;
    const atSecond = lessonId && video ? Math.floor(video.currentTime) : null;
    commit({
      variables: {
        input: { courseId, lessonId, question, publishToForum, atSecond },
        connections: connectionId ? [connectionId] : [],
      },
      onCompleted: ({ lessonQuestionAsk }) => {
        const error = lessonQuestionAsk.userErrors[0];
        if (error) toast.error(error.message);
        else {
          reset();
          setPublishToForum(false);
          toast.success(intl.formatMessage({ id: 'courses.question.sent' }));
        }
      },
      onError: () => toast.error(),
    });
  };
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void handleSubmit(({ question }) => ask(question))(event)}
      aria-label={intl.formatMessage({ id: 'courses.question.title' })}
    >
      <Subtitle2 as="h3">
        <FormattedMessage id="courses.question.title" />
      </Subtitle2>
      <Field
        className={styles.wide}
        label={intl.formatMessage({ id: 'courses.question.body' })}
        validationState={formState.errors.question ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.question)}
      >
        <Textarea {...register('question')} />
      </Field>
      <Checkbox
        checked={publishToForum}
        onChange={(_, { checked }) => setPublishToForum(checked === true)}
        label={intl.formatMessage({ id: 'courses.question.publish' })}
      />
      <Button type="submit" disabled={isInFlight}>
        <FormattedMessage id="courses.question.submit" />
      </Button>
    </form>
  );
}
