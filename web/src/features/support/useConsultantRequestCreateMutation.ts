import { graphql, useMutation } from 'react-relay/hooks';
import type { useConsultantRequestCreateMutation as ConsultantRequestCreateMutation } from '../../__generated__/useConsultantRequestCreateMutation.graphql';

/** Asks a sales consultant to call back. */
export function useConsultantRequestCreateMutation() {
  return useMutation<ConsultantRequestCreateMutation>(graphql`
    mutation useConsultantRequestCreateMutation($input: ConsultantRequestCreateInput!) {
      consultantRequestCreate(input: $input) {
        consultantRequest {
          referenceNumber
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
