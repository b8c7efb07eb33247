import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseCommentRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCourseCommentCreateMutation } from './useCourseCommentCreateMutation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  wide: { width: '100%' },
});

/** Any signed-in user comments on the course, without a score. */
export function CourseCommentForm({ courseId }: { courseId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useCourseCommentCreateMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ body: string }>({
    resolver: zodResolver(courseCommentRules),
    defaultValues: { body: '' },
  });
  const submit = handleSubmit((values) =>
    commit({
      variables: { input: { courseId, body: values.body } },
      onCompleted: ({ courseCommentCreate }) => {
        const error = courseCommentCreate.userErrors[0];
        if (error) toast.error(error.message);
        else {
          reset();
          toast.success(intl.formatMessage({ id: 'courses.comment.thanks' }));
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
      aria-label={intl.formatMessage({ id: 'courses.comment.title' })}
    >
      <Subtitle2 as="h3">
        <FormattedMessage id="courses.comment.title" />
      </Subtitle2>
      <Field
        className={styles.wide}
        label={intl.formatMessage({ id: 'courses.comment.body' })}
        validationState={formState.errors.body ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.body)}
      >
        <Textarea {...register('body')} />
      </Field>
      <Button type="submit" appearance="primary" disabled={isInFlight}>
        <FormattedMessage id="courses.comment.submit" />
      </Button>
    </form>
  );
}
