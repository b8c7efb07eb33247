import { Field, Rating } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { courseReviewRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { CourseFeedbackForm } from './CourseFeedbackForm.tsx';
import { useCourseReviewCreateMutation } from './useCourseReviewCreateMutation.ts';
import { useSubmitThenThank } from './useSubmitThenThank.ts';

/** An enrolled learner scores the course (1–5) and says why. */
export function CourseReviewForm({ courseId }: { courseId: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [commit, isInFlight] = useCourseReviewCreateMutation();
  const { control, register, handleSubmit, reset, formState } = useForm<{ score: number; body: string }>({
    resolver: zodResolver(courseReviewRules),
    defaultValues: { score: 0, body: '' },
  });
  const submit = useSubmitThenThank({
    handleSubmit,
    reset,
    commit,
    variables: (values) => ({ input: { courseId, ...values } }),
    userErrors: ({ courseReviewCreate }) => courseReviewCreate.userErrors,
    thanksId: 'courses.review.thanks',
  });
  return (
    <CourseFeedbackForm
      kind="review"
      body={{ registration: register('body'), error: formState.errors.body }}
      sending={isInFlight}
      onSubmit={submit}
    >
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
    </CourseFeedbackForm>
  );
}
