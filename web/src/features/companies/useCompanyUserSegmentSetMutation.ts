import { graphql, useMutation } from 'react-relay';
import type { useCompanyUserSegmentSetMutation as UseCompanyUserSegmentSetMutation } from '../../__generated__/useCompanyUserSegmentSetMutation.graphql';

/** The company administrator puts a user in a segment value. */
export function useCompanyUserSegmentSetMutation() {
  return useMutation<UseCompanyUserSegmentSetMutation>(graphql`
    mutation useCompanyUserSegmentSetMutation($input: CompanyUserSegmentSetInput!) {
      companyUserSegmentSet(input: $input) {
        companyUser {
          id
          segmentValues {
            segmentId
            segmentValueId
            valueName
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
