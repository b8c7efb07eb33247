import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseExamStartMutation as CourseExamStartMutation } from '../../__generated__/useCourseExamStartMutation.graphql';

/** Starts the exam (or resumes an attempt with time left) and returns its questions. */
export function useCourseExamStartMutation() {
  return useMutation<CourseExamStartMutation>(graphql`
    mutation useCourseExamStartMutation($input: CourseExamStartInput!) {
      courseExamStart(input: $input) {
        attempt {
          id
          deadlineAt
        }
        questions {
          id
          text
          options
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
