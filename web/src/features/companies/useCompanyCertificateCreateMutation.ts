import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyCertificateCreateMutation as UseCompanyCertificateCreateMutation } from '../../__generated__/useCompanyCertificateCreateMutation.graphql';

/** The company administrator issues the certificate for a user's passed exam. */
export function useCompanyCertificateCreateMutation() {
  return useMutation<UseCompanyCertificateCreateMutation>(graphql`
    mutation useCompanyCertificateCreateMutation($input: CompanyCertificateCreateInput!) {
      companyCertificateCreate(input: $input) {
        certificateCode
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
