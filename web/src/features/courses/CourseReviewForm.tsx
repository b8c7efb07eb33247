import { Button, Field, Rating, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseReviewRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCourseReviewCreateMutation } from './useCourseReviewCreateMutation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  wide: { width: '100%' },
});

/** An enrolled learner scores the course (1–5) and says why. */
export function CourseReviewForm({ courseId }: { courseId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useCourseReviewCreateMutation();
  const { control, register, handleSubmit, reset, formState } = useForm<{ score: number; body: string }>({
    resolver: zodResolver(courseReviewRules),
    defaultValues: { score: 0, body: '' },
  });
  const submit = handleSubmit((values) =>
    commit({
      variables: { input: { courseId, ...values } },
      onCompleted: ({ courseReviewCreate }) => {
        const error = courseReviewCreate.userErrors[0];
        if (error) toast.error(error.message);
        else {
          reset();
          toast.success(intl.formatMessage({ id: 'courses.review.thanks' }));
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
      aria-label={intl.formatMessage({ id: 'courses.review.title' })}
    >
      <Subtitle2 as="h3">
        <FormattedMessage id="courses.review.title" />
      </Subtitle2>
      <Field
        label={intl.formatMessage({ id: 'courses.review.score' })}
        validationState={formState.errors.score ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.score)}
      >
        <Controller
          control={control}
          name="score"
          render={({ field }) => (
            <Rating
              value={field.value}
              onChange={(_, { value }) => field.onChange(value)}
              data-testid="review-score"
            />
          )}
        />
      </Field>
      <Field
        className={styles.wide}
        label={intl.formatMessage({ id: 'courses.review.body' })}
        validationState={formState.errors.body ? 'error' : 'none'}
        validationMessage={errorText(formState.errors.body)}
      >
        <Textarea {...register('body')} />
      </Field>
      <Button type="submit" appearance="primary" disabled={isInFlight}>
        <FormattedMessage id="courses.review.submit" />
      </Button>
    </form>
  );
}
