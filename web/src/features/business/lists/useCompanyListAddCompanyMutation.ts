import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyListAddCompanyMutation as Mutation } from '../../../__generated__/useCompanyListAddCompanyMutation.graphql';

/** Adds a company to a list and appends it to the pages of that list the store holds (`connections`). */
export function useCompanyListAddCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListAddCompanyMutation($input: CompanyListItemInput!, $connections: [ID!]!) {
      companyListAddCompany(input: $input) {
        companyList {
          id
          companyCount
        }
        company @appendNode(connections: $connections, edgeTypeName: "CompanyEdge") {
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
