import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountCodeConfirmMutation as UseAccountCodeConfirmMutation } from '../../__generated__/useAccountCodeConfirmMutation.graphql';

/** Confirms a sign-up or sign-in code; signs in. */
export function useAccountCodeConfirmMutation() {
  return useMutation<UseAccountCodeConfirmMutation>(graphql`
    mutation useAccountCodeConfirmMutation($input: AccountCodeConfirmInput!) {
      accountCodeConfirm(input: $input) {
        ...useSignInOutcomeFragment
      }
    }
  `);
}
