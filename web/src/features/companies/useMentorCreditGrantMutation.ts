import { graphql, useMutation } from 'react-relay/hooks';
import type { useMentorCreditGrantMutation as UseMentorCreditGrantMutation } from '../../__generated__/useMentorCreditGrantMutation.graphql';

/** A mentor gives a sub-user a course credit; the sub-user comes back with it, updating them where shown. */
export function useMentorCreditGrantMutation() {
  return useMutation<UseMentorCreditGrantMutation>(graphql`
    mutation useMentorCreditGrantMutation($input: MentorCreditGrantInput!) {
      mentorCreditGrant(input: $input) {
        subUser {
          ...MentorSubUsersSubUserFragment
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
