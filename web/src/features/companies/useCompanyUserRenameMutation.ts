import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUserRenameMutation as UseCompanyUserRenameMutation } from '../../__generated__/useCompanyUserRenameMutation.graphql';

/** The company administrator renames a user as the company shows them. */
export function useCompanyUserRenameMutation() {
  return useMutation<UseCompanyUserRenameMutation>(graphql`
    mutation useCompanyUserRenameMutation($input: CompanyUserRenameInput!) {
      companyUserRename(input: $input) {
        companyUser {
          id
          fullName
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
