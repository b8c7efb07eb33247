import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedSearchDeleteMutation as Mutation } from '../../../__generated__/useSavedSearchDeleteMutation.graphql';

export function useSavedSearchDeleteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedSearchDeleteMutation($input: SavedSearchDeleteInput!) {
      savedSearchDelete(input: $input) {
        deletedSavedSearchId @deleteRecord
        userErrors {
          message
        }
      }
    }
  `);
}
