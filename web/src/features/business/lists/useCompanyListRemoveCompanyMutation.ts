import { graphql, useMutation } from 'react-relay';
import type { useCompanyListRemoveCompanyMutation as Mutation } from '../../../__generated__/useCompanyListRemoveCompanyMutation.graphql';

export function useCompanyListRemoveCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListRemoveCompanyMutation($input: CompanyListItemInput!) {
      companyListRemoveCompany(input: $input) {
        companyList {
          id
          name
          companyCount
          companies {
            id
            name
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
}
