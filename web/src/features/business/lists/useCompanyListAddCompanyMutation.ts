import { graphql, useMutation } from 'react-relay';
import type { useCompanyListAddCompanyMutation as Mutation } from '../../../__generated__/useCompanyListAddCompanyMutation.graphql';

export function useCompanyListAddCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListAddCompanyMutation($input: CompanyListItemInput!) {
      companyListAddCompany(input: $input) {
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
