import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyListRemoveCompanyMutation as Mutation } from '../../../__generated__/useCompanyListRemoveCompanyMutation.graphql';

/** Removes a company from a list and drops it from the pages of that list the store holds (`connections`). */
export function useCompanyListRemoveCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListRemoveCompanyMutation($input: CompanyListItemInput!, $connections: [ID!]!) {
      companyListRemoveCompany(input: $input) {
        companyList {
          id
          companyCount
        }
        removedCompanyId @deleteEdge(connections: $connections)
        userErrors {
          message
        }
      }
    }
  `);
}
