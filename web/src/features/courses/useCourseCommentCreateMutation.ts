import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseCommentCreateMutation as CourseCommentCreateMutation } from '../../__generated__/useCourseCommentCreateMutation.graphql';

/** Comments on a course without a score; the course's comments update in place. */
export function useCourseCommentCreateMutation() {
  return useMutation<CourseCommentCreateMutation>(graphql`
    mutation useCourseCommentCreateMutation($input: CourseCommentCreateInput!) {
      courseCommentCreate(input: $input) {
        course {
          id
          ...CourseReviewsFragment
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
