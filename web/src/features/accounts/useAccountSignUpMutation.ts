import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSignUpMutation as UseAccountSignUpMutation } from '../../__generated__/useAccountSignUpMutation.graphql';

/** Starts a sign-up: a code goes to the user name. */
export function useAccountSignUpMutation() {
  return useMutation<UseAccountSignUpMutation>(graphql`
    mutation useAccountSignUpMutation($input: AccountSignUpInput!) {
      accountSignUp(input: $input) {
        userName
        codeLength
        expiresInSeconds
        resendAfterSeconds
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
