import { graphql, useMutation } from 'react-relay';
import type { useCompanyPrefactorRequestMutation as Mutation } from '../../../__generated__/useCompanyPrefactorRequestMutation.graphql';

export function useCompanyPrefactorRequestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyPrefactorRequestMutation($input: CompanyPrefactorRequestInput!) {
      companyPrefactorRequest(input: $input) {
        referenceNumber
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
