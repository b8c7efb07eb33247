import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyPrefactorRequestMutation as Mutation } from '../../../__generated__/useCompanyPrefactorRequestMutation.graphql';

/** Sends the request; a signed-in sender's list of sent requests on the page gains it at once. */
export function useCompanyPrefactorRequestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyPrefactorRequestMutation($input: CompanyPrefactorRequestInput!, $connections: [ID!]!) {
      companyPrefactorRequest(input: $input) {
        referenceNumber
        prefactor @prependNode(connections: $connections, edgeTypeName: "CompanyPrefactorEdge") {
          id
          referenceNumber
          productName
          quantity
          receivedAt
          answer
          answeredAt
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
