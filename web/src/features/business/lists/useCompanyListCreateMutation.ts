import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyListCreateMutation as Mutation } from '../../../__generated__/useCompanyListCreateMutation.graphql';

/** Creates a list and appends it to the viewer's lists the store holds (`connections`). */
export function useCompanyListCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListCreateMutation($input: CompanyListCreateInput!, $connections: [ID!]!) {
      companyListCreate(input: $input) {
        companyList @appendNode(connections: $connections, edgeTypeName: "CompanyListEdge") {
          id
          name
          ...CompanyListCardFragment
        }
        userErrors {
          message
        }
      }
    }
  `);
}
