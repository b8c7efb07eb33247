import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseReviewCreateMutation as CourseReviewCreateMutation } from '../../__generated__/useCourseReviewCreateMutation.graphql';

/** Scores and reviews a course; the course's reviews and average update in place. */
export function useCourseReviewCreateMutation() {
  return useMutation<CourseReviewCreateMutation>(graphql`
    mutation useCourseReviewCreateMutation($input: CourseReviewCreateInput!) {
      courseReviewCreate(input: $input) {
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
