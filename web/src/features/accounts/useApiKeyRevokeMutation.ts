import { graphql, useMutation } from 'react-relay/hooks';
import type { useApiKeyRevokeMutation as UseApiKeyRevokeMutation } from '../../__generated__/useApiKeyRevokeMutation.graphql';

/** Revokes one of the viewer's API keys and takes it out of the profile's list. */
export function useApiKeyRevokeMutation() {
  return useMutation<UseApiKeyRevokeMutation>(graphql`
    mutation useApiKeyRevokeMutation($input: ApiKeyRevokeInput!, $connections: [ID!]!) {
      apiKeyRevoke(input: $input) {
        revokedApiKeyId @deleteEdge(connections: $connections)
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
