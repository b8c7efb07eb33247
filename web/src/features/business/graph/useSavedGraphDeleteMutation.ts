import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedGraphDeleteMutation as Mutation } from '../../../__generated__/useSavedGraphDeleteMutation.graphql';

export function useSavedGraphDeleteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedGraphDeleteMutation($input: SavedGraphDeleteInput!, $connections: [ID!]!) {
      savedGraphDelete(input: $input) {
        deletedSavedGraphId @deleteEdge(connections: $connections)
        userErrors {
          message
        }
      }
    }
  `);
}
