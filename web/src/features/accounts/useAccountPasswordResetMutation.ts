import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountPasswordResetMutation as UseAccountPasswordResetMutation } from '../../__generated__/useAccountPasswordResetMutation.graphql';

/** Sets a new password with the reset code. */
export function useAccountPasswordResetMutation() {
  return useMutation<UseAccountPasswordResetMutation>(graphql`
    mutation useAccountPasswordResetMutation($input: AccountPasswordResetInput!) {
      accountPasswordReset(input: $input) {
        passwordReset
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
