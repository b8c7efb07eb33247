import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountPasswordForgotMutation as UseAccountPasswordForgotMutation } from '../../__generated__/useAccountPasswordForgotMutation.graphql';

/** Sends a password-reset code (the answer never says whether the account exists). */
export function useAccountPasswordForgotMutation() {
  return useMutation<UseAccountPasswordForgotMutation>(graphql`
    mutation useAccountPasswordForgotMutation($input: AccountUserNameInput!) {
      accountPasswordForgot(input: $input) {
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
