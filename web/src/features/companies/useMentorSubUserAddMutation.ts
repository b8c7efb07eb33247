import { graphql, useMutation } from 'react-relay/hooks';
import type { useMentorSubUserAddMutation as UseMentorSubUserAddMutation } from '../../__generated__/useMentorSubUserAddMutation.graphql';

/** A mentor adds a sub-user; a new one goes on top of the lists on screen (newest first) (`connections`). */
export function useMentorSubUserAddMutation() {
  return useMutation<UseMentorSubUserAddMutation>(graphql`
    mutation useMentorSubUserAddMutation($input: MentorSubUserAddInput!, $connections: [ID!]!) {
      mentorSubUserAdd(input: $input) {
        subUserEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...MentorSubUsersSubUserFragment
          }
        }
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
