import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyOfferingRemoveMutation as UseCompanyOfferingRemoveMutation } from '../../__generated__/useCompanyOfferingRemoveMutation.graphql';

/** The verified manager removes a product or brand. */
export function useCompanyOfferingRemoveMutation() {
  return useMutation<UseCompanyOfferingRemoveMutation>(graphql`
    mutation useCompanyOfferingRemoveMutation($input: CompanyOfferingRemoveInput!) {
      companyOfferingRemove(input: $input) {
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
