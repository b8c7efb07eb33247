import { graphql, useMutation } from 'react-relay/hooks';
import type { useAccountPersonalInfoUpdateMutation as UseAccountPersonalInfoUpdateMutation } from '../../__generated__/useAccountPersonalInfoUpdateMutation.graphql';

/** Updates name, job title and company name. */
export function useAccountPersonalInfoUpdateMutation() {
  return useMutation<UseAccountPersonalInfoUpdateMutation>(graphql`
    mutation useAccountPersonalInfoUpdateMutation($input: AccountPersonalInfoUpdateInput!) {
      accountPersonalInfoUpdate(input: $input) {
        viewer {
          uuid
          firstName
          lastName
          jobTitle
          companyName
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
