import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyListRenameMutation as Mutation } from '../../../__generated__/useCompanyListRenameMutation.graphql';

export function useCompanyListRenameMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListRenameMutation($input: CompanyListRenameInput!) {
      companyListRename(input: $input) {
        companyList {
          id
          name
        }
        userErrors {
          message
        }
      }
    }
  `);
}
