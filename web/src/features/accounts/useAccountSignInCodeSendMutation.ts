import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountSignInCodeSendMutation as UseAccountSignInCodeSendMutation } from '../../__generated__/useAccountSignInCodeSendMutation.graphql';

/** Sends a sign-in code. */
export function useAccountSignInCodeSendMutation() {
  return useMutation<UseAccountSignInCodeSendMutation>(graphql`
    mutation useAccountSignInCodeSendMutation($input: AccountUserNameInput!) {
      accountSignInCodeSend(input: $input) {
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
