import { graphql, useMutation } from 'react-relay';
import type { useCourseCreditRequestMutation as UseCourseCreditRequestMutation } from '../../__generated__/useCourseCreditRequestMutation.graphql';

/** A company user asks their company's administrator for a course. */
export function useCourseCreditRequestMutation() {
  return useMutation<UseCourseCreditRequestMutation>(graphql`
    mutation useCourseCreditRequestMutation($input: CourseCreditRequestInput!) {
      courseCreditRequest(input: $input) {
        credit {
          id
          courseId
          state
          isActive
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
