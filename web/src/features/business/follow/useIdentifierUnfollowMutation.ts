import { graphql, useMutation } from 'react-relay/hooks';
import type { useIdentifierUnfollowMutation as Mutation } from '../../../__generated__/useIdentifierUnfollowMutation.graphql';

export function useIdentifierUnfollowMutation() {
  return useMutation<Mutation>(graphql`
    mutation useIdentifierUnfollowMutation($input: IdentifierUnfollowInput!) {
      identifierUnfollow(input: $input) {
        deletedFollowedIdentifierId @deleteRecord
        userErrors {
          message
        }
      }
    }
  `);
}
