import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
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

/** A question for the teacher about the lesson on screen. */
export function LessonQuestionForm({ courseId, lessonId }: { courseId: string; lessonId: string | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useLessonQuestionAskMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ question: string }>({
    resolver: zodResolver(lessonQuestionRules),
    defaultValues: { question: '' },
  });
  const submit = handleSubmit(({ question }) =>
    commit({
      variables: { input: { courseId, lessonId, question } },
      onCompleted: ({ lessonQuestionAsk }) => {
        const error = lessonQuestionAsk.userErrors[0];
        if (error) toast.error(error.message);
        else {
          reset();
          toast.success(intl.formatMessage({ id: 'courses.question.sent' }));
        }
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void submit(event)}
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
      <Button type="submit" disabled={isInFlight}>
        <FormattedMessage id="courses.question.submit" />
      </Button>
    </form>
  );
}
