import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseCreditEnrolMutation as UseCourseCreditEnrolMutation } from '../../__generated__/useCourseCreditEnrolMutation.graphql';

/** Enrols the viewer in a course with the credit their company or mentor gave. */
export function useCourseCreditEnrolMutation() {
  return useMutation<UseCourseCreditEnrolMutation>(graphql`
    mutation useCourseCreditEnrolMutation($input: CourseCreditEnrolInput!) {
      courseCreditEnrol(input: $input) {
        credit {
          id
          state
          usedAt
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
