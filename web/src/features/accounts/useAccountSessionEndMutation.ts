import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSessionEndMutation as UseAccountSessionEndMutation } from '../../__generated__/useAccountSessionEndMutation.graphql';

/** Ends one of the viewer’s other sessions. */
export function useAccountSessionEndMutation() {
  return useMutation<UseAccountSessionEndMutation>(graphql`
    mutation useAccountSessionEndMutation($input: AccountSessionEndInput!) {
      accountSessionEnd(input: $input) {
        viewer {
          ...ProfileSessionsFragment
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
