import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyOfferingAddMutation as UseCompanyOfferingAddMutation } from '../../__generated__/useCompanyOfferingAddMutation.graphql';

/** The verified manager lists a product or brand. */
export function useCompanyOfferingAddMutation() {
  return useMutation<UseCompanyOfferingAddMutation>(graphql`
    mutation useCompanyOfferingAddMutation($input: CompanyOfferingAddInput!) {
      companyOfferingAdd(input: $input) {
        company {
          id
          ...CompanyPageEditorFragment
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
