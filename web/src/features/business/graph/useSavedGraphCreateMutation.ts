import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavedGraphCreateMutation as Mutation } from '../../../__generated__/useSavedGraphCreateMutation.graphql';

/** Saves the graph on screen; the new graph joins the saved-graph list when that list is in the store. */
export function useSavedGraphCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavedGraphCreateMutation($input: SavedGraphCreateInput!, $connections: [ID!]!) {
      savedGraphCreate(input: $input) {
        savedGraph @prependNode(connections: $connections, edgeTypeName: "SavedGraphEdge") {
          id
          ...SavedGraphListItemFragment
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
