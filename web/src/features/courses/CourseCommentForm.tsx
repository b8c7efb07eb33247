import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { courseCommentRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { CourseFeedbackForm } from './CourseFeedbackForm.tsx';
import { useCourseCommentCreateMutation } from './useCourseCommentCreateMutation.ts';
import { useSubmitThenThank } from './useSubmitThenThank.ts';

/** Any signed-in user comments on the course, without a score. */
export function CourseCommentForm({ courseId }: { courseId: string }) {
  const [commit, isInFlight] = useCourseCommentCreateMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ body: string }>({
    resolver: zodResolver(courseCommentRules),
    defaultValues: { body: '' },
  });
  const submit = useSubmitThenThank({
    handleSubmit,
    reset,
    commit,
    variables: (values) => ({ input: { courseId, body: values.body } }),
    userErrors: ({ courseCommentCreate }) => courseCommentCreate.userErrors,
    thanksId: 'courses.comment.thanks',
  });
  return (
    <CourseFeedbackForm
      kind="comment"
      body={{ registration: register('body'), error: formState.errors.body }}
      sending={isInFlight}
      onSubmit={submit}
    />
  );
}
