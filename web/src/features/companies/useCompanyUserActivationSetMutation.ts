import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUserActivationSetMutation as UseCompanyUserActivationSetMutation } from '../../__generated__/useCompanyUserActivationSetMutation.graphql';

/** The company administrator turns a user on or off; the seats taken come back with the user. */
export function useCompanyUserActivationSetMutation() {
  return useMutation<UseCompanyUserActivationSetMutation>(graphql`
    mutation useCompanyUserActivationSetMutation($input: CompanyUserActivationSetInput!) {
      companyUserActivationSet(input: $input) {
        companyUser {
          id
          isActive
          creditActive
        }
        viewer {
          companyAdministration {
            seatsTaken
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
