import { graphql, useMutation } from 'react-relay';
import type { useCompanySegmentAddMutation as UseCompanySegmentAddMutation } from '../../__generated__/useCompanySegmentAddMutation.graphql';

/** The company administrator adds a segment with values. */
export function useCompanySegmentAddMutation() {
  return useMutation<UseCompanySegmentAddMutation>(graphql`
    mutation useCompanySegmentAddMutation($input: CompanySegmentAddInput!) {
      companySegmentAdd(input: $input) {
        administration {
          seats
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
