import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSignInMutation as UseAccountSignInMutation } from '../../__generated__/useAccountSignInMutation.graphql';

/** Signs in with a password. */
export function useAccountSignInMutation() {
  return useMutation<UseAccountSignInMutation>(graphql`
    mutation useAccountSignInMutation($input: AccountSignInInput!) {
      accountSignIn(input: $input) {
        ...useSignInOutcomeFragment
      }
    }
  `);
}
