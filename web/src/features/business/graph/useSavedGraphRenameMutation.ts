import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedGraphRenameMutation as Mutation } from '../../../__generated__/useSavedGraphRenameMutation.graphql';

export function useSavedGraphRenameMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedGraphRenameMutation($input: SavedGraphRenameInput!) {
      savedGraphRename(input: $input) {
        savedGraph {
          id
          name
          updatedAt
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
