import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountCodeResendMutation as UseAccountCodeResendMutation } from '../../__generated__/useAccountCodeResendMutation.graphql';

/** Sends a new code for the last sign-up, sign-in or reset. */
export function useAccountCodeResendMutation() {
  return useMutation<UseAccountCodeResendMutation>(graphql`
    mutation useAccountCodeResendMutation($input: AccountUserNameInput!) {
      accountCodeResend(input: $input) {
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
