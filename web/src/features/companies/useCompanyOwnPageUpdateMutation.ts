import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyOwnPageUpdateMutation as UseCompanyOwnPageUpdateMutation } from '../../__generated__/useCompanyOwnPageUpdateMutation.graphql';

/** The verified manager saves the about text and contact details. */
export function useCompanyOwnPageUpdateMutation() {
  return useMutation<UseCompanyOwnPageUpdateMutation>(graphql`
    mutation useCompanyOwnPageUpdateMutation($input: CompanyOwnPageUpdateInput!) {
      companyOwnPageUpdate(input: $input) {
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
