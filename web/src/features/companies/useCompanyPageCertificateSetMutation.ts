import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyPageCertificateSetMutation as UseCompanyPageCertificateSetMutation } from '../../__generated__/useCompanyPageCertificateSetMutation.graphql';

/** A company user shows one of their certificates on the company's page, or takes it back. */
export function useCompanyPageCertificateSetMutation() {
  return useMutation<UseCompanyPageCertificateSetMutation>(graphql`
    mutation useCompanyPageCertificateSetMutation($input: CompanyPageCertificateSetInput!) {
      companyPageCertificateSet(input: $input) {
        companyPageCertificates {
          certificates {
            id
            shown
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
