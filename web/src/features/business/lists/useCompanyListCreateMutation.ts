import { graphql, useMutation } from 'react-relay';
import type { useCompanyListCreateMutation as Mutation } from '../../../__generated__/useCompanyListCreateMutation.graphql';

export function useCompanyListCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListCreateMutation($input: CompanyListCreateInput!) {
      companyListCreate(input: $input) {
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
