import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyVerificationFindMutation as UseCompanyVerificationFindMutation } from '../../__generated__/useCompanyVerificationFindMutation.graphql';

/** Owner verification, step one: the company with this national ID. */
export function useCompanyVerificationFindMutation() {
  return useMutation<UseCompanyVerificationFindMutation>(graphql`
    mutation useCompanyVerificationFindMutation($input: CompanyVerificationFindInput!) {
      companyVerificationFind(input: $input) {
        candidate {
          nationalId
          registrationNumber
          city
          province
          alreadyManager
          company {
            id
            name
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
