import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyVerificationSendCodeMutation as UseCompanyVerificationSendCodeMutation } from '../../__generated__/useCompanyVerificationSendCodeMutation.graphql';

/** Owner verification, step three: match the CEO and send (or resend) the code to the CEO’s mobile. */
export function useCompanyVerificationSendCodeMutation() {
  return useMutation<UseCompanyVerificationSendCodeMutation>(graphql`
    mutation useCompanyVerificationSendCodeMutation($input: CompanyVerificationSendCodeInput!) {
      companyVerificationSendCode(input: $input) {
        verification {
          verificationId
          maskedMobile
          expiresAt
          resendAfterSeconds
        }
        retryAfterSeconds
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
