import { graphql, useMutation } from 'react-relay/hooks';
import type { useApiKeyCreateMutation as UseApiKeyCreateMutation } from '../../__generated__/useApiKeyCreateMutation.graphql';

/** Creates a personal API key and appends it to the profile's list; the answer holds its secret, once. */
export function useApiKeyCreateMutation() {
  return useMutation<UseApiKeyCreateMutation>(graphql`
    mutation useApiKeyCreateMutation($input: ApiKeyCreateInput!, $connections: [ID!]!) {
      apiKeyCreate(input: $input) {
        secret
        apiKeyEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...ProfileApiKeysItemFragment
          }
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
