import { graphql, useMutation } from 'react-relay';
import type { useAccountSignInMutation as UseAccountSignInMutation } from '../../__generated__/useAccountSignInMutation.graphql';

/** Signs in with a password. */
export function useAccountSignInMutation() {
  return useMutation<UseAccountSignInMutation>(graphql`
    mutation useAccountSignInMutation($input: AccountSignInInput!) {
      accountSignIn(input: $input) {
        viewer {
          uuid
          userName
          firstName
          lastName
          packageType
        }
        sessionLimitReached {
          signInTicket
          sessionLimit
          sessions {
            id
            device
            browser
            ipAddress
            lastActiveAt
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
