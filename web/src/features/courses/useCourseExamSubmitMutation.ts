import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseExamSubmitMutation as CourseExamSubmitMutation } from '../../__generated__/useCourseExamSubmitMutation.graphql';

/** Submits the answers once; the server scores them and issues a certificate on a pass. */
export function useCourseExamSubmitMutation() {
  return useMutation<CourseExamSubmitMutation>(graphql`
    mutation useCourseExamSubmitMutation($input: CourseExamSubmitInput!) {
      courseExamSubmit(input: $input) {
        result {
          id
          ...ExamResultCardFragment
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
