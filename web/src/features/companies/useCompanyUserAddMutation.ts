import { graphql, useMutation } from 'react-relay';
import type { useCompanyUserAddMutation as UseCompanyUserAddMutation } from '../../__generated__/useCompanyUserAddMutation.graphql';

/** The company administrator adds a user (takes a seat). */
export function useCompanyUserAddMutation() {
  return useMutation<UseCompanyUserAddMutation>(graphql`
    mutation useCompanyUserAddMutation($input: CompanyUserAddInput!) {
      companyUserAdd(input: $input) {
        companyUser {
          id
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
