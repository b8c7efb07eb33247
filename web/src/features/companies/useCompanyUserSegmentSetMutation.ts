import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUserSegmentSetMutation as UseCompanyUserSegmentSetMutation } from '../../__generated__/useCompanyUserSegmentSetMutation.graphql';

/**
 * The company administrator puts a user in a segment value; the user leaves the lists in `connections` (a list
 * filtered by another value of that segment).
 */
export function useCompanyUserSegmentSetMutation() {
  return useMutation<UseCompanyUserSegmentSetMutation>(graphql`
    mutation useCompanyUserSegmentSetMutation($input: CompanyUserSegmentSetInput!, $connections: [ID!]!) {
      companyUserSegmentSet(input: $input) {
        companyUser {
          id @deleteEdge(connections: $connections)
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
