import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyVerificationVerifyCodeMutation as UseCompanyVerificationVerifyCodeMutation } from '../../__generated__/useCompanyVerificationVerifyCodeMutation.graphql';

/** Owner verification, last step: the code from the CEO’s mobile. */
export function useCompanyVerificationVerifyCodeMutation() {
  return useMutation<UseCompanyVerificationVerifyCodeMutation>(graphql`
    mutation useCompanyVerificationVerifyCodeMutation($input: CompanyVerificationVerifyCodeInput!) {
      companyVerificationVerifyCode(input: $input) {
        managedCompany {
          verifiedAt
          company {
            id
            name
            isVerified
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
