import { graphql, useMutation } from 'react-relay';
import type { useMentorCreditGrantMutation as UseMentorCreditGrantMutation } from '../../__generated__/useMentorCreditGrantMutation.graphql';

/** A mentor gives a sub-user a course credit. */
export function useMentorCreditGrantMutation() {
  return useMutation<UseMentorCreditGrantMutation>(graphql`
    mutation useMentorCreditGrantMutation($input: MentorCreditGrantInput!) {
      mentorCreditGrant(input: $input) {
        mentorship {
          maxSubUsers
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
