import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedSearchCreateMutation as Mutation } from '../../../__generated__/useSavedSearchCreateMutation.graphql';

export function useSavedSearchCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedSearchCreateMutation($input: SavedSearchCreateInput!) {
      savedSearchCreate(input: $input) {
        savedSearch {
          id
          name
          screenQuery
          createdAt
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
