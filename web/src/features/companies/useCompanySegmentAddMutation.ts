import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanySegmentAddMutation as UseCompanySegmentAddMutation } from '../../__generated__/useCompanySegmentAddMutation.graphql';

/** The company administrator adds a segment with values; the administration's segments come back with it. */
export function useCompanySegmentAddMutation() {
  return useMutation<UseCompanySegmentAddMutation>(graphql`
    mutation useCompanySegmentAddMutation($input: CompanySegmentAddInput!) {
      companySegmentAdd(input: $input) {
        viewer {
          companyAdministration {
            segments {
              id
              name
              values {
                id
                name
              }
            }
          }
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
