import { graphql, useMutation } from 'react-relay';
import type { useMentorSubUserAddMutation as UseMentorSubUserAddMutation } from '../../__generated__/useMentorSubUserAddMutation.graphql';

/** A mentor adds a sub-user. */
export function useMentorSubUserAddMutation() {
  return useMutation<UseMentorSubUserAddMutation>(graphql`
    mutation useMentorSubUserAddMutation($input: MentorSubUserAddInput!) {
      mentorSubUserAdd(input: $input) {
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
