import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseEnrolMutation as UseCourseEnrolMutation } from '../../__generated__/useCourseEnrolMutation.graphql';

/** Enrols the learner in a free course; the course comes back with its new access, so the page updates in place. */
export function useCourseEnrolMutation() {
  return useMutation<UseCourseEnrolMutation>(graphql`
    mutation useCourseEnrolMutation($input: CourseEnrolInput!) {
      courseEnrol(input: $input) {
        course {
          id
          ...CourseAccessCardFragment
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
