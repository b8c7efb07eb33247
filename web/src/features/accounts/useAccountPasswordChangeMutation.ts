import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountPasswordChangeMutation as UseAccountPasswordChangeMutation } from '../../__generated__/useAccountPasswordChangeMutation.graphql';

/** Changes the password. */
export function useAccountPasswordChangeMutation() {
  return useMutation<UseAccountPasswordChangeMutation>(graphql`
    mutation useAccountPasswordChangeMutation($input: AccountPasswordChangeInput!) {
      accountPasswordChange(input: $input) {
        passwordChanged
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
