import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyOwnPageImagesSetMutation as UseCompanyOwnPageImagesSetMutation } from '../../__generated__/useCompanyOwnPageImagesSetMutation.graphql';

/** The verified manager sets the logo and pictures. */
export function useCompanyOwnPageImagesSetMutation() {
  return useMutation<UseCompanyOwnPageImagesSetMutation>(graphql`
    mutation useCompanyOwnPageImagesSetMutation($input: CompanyOwnPageImagesSetInput!) {
      companyOwnPageImagesSet(input: $input) {
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
