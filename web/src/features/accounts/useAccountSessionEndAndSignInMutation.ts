import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSessionEndAndSignInMutation as UseAccountSessionEndAndSignInMutation } from '../../__generated__/useAccountSessionEndAndSignInMutation.graphql';

/** At the session limit: ends one session and finishes signing in. */
export function useAccountSessionEndAndSignInMutation() {
  return useMutation<UseAccountSessionEndAndSignInMutation>(graphql`
    mutation useAccountSessionEndAndSignInMutation($input: AccountSessionEndAndSignInInput!) {
      accountSessionEndAndSignIn(input: $input) {
        ...useSignInOutcomeFragment
      }
    }
  `);
}
