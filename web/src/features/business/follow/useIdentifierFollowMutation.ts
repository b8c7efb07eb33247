import { graphql, useMutation } from 'react-relay/hooks';
import type { useIdentifierFollowMutation as Mutation } from '../../../__generated__/useIdentifierFollowMutation.graphql';

export function useIdentifierFollowMutation() {
  return useMutation<Mutation>(graphql`
    mutation useIdentifierFollowMutation($input: IdentifierFollowInput!) {
      identifierFollow(input: $input) {
        followedIdentifier {
          id
          kind
          label
        }
        matchedCompanyCount
        userErrors {
          field
          message
        }
      }
    }
  `);
}
