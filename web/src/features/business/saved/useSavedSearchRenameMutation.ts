import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedSearchRenameMutation as Mutation } from '../../../__generated__/useSavedSearchRenameMutation.graphql';

export function useSavedSearchRenameMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedSearchRenameMutation($input: SavedSearchRenameInput!) {
      savedSearchRename(input: $input) {
        savedSearch {
          id
          name
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
