import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSignOutMutation as UseAccountSignOutMutation } from '../../__generated__/useAccountSignOutMutation.graphql';

/** Signs out: the gateway ends the session and clears the auth cookies. */
export function useAccountSignOutMutation() {
  return useMutation<UseAccountSignOutMutation>(graphql`
    mutation useAccountSignOutMutation {
      accountSignOut {
        signedOut
      }
    }
  `);
}
