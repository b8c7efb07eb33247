import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUserCreditActivationSetMutation as UseCompanyUserCreditActivationSetMutation } from '../../__generated__/useCompanyUserCreditActivationSetMutation.graphql';

/** The company administrator allows or stops a user's use of course credits. */
export function useCompanyUserCreditActivationSetMutation() {
  return useMutation<UseCompanyUserCreditActivationSetMutation>(graphql`
    mutation useCompanyUserCreditActivationSetMutation($input: CompanyUserCreditActivationSetInput!) {
      companyUserCreditActivationSet(input: $input) {
        companyUser {
          id
          creditActive
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
