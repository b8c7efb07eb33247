import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyCourseCreditChangeMutation as UseCompanyCourseCreditChangeMutation } from '../../__generated__/useCompanyCourseCreditChangeMutation.graphql';

/** The company administrator changes a credit's days, or stops or restarts it. */
export function useCompanyCourseCreditChangeMutation() {
  return useMutation<UseCompanyCourseCreditChangeMutation>(graphql`
    mutation useCompanyCourseCreditChangeMutation($input: CompanyCourseCreditChangeInput!) {
      companyCourseCreditChange(input: $input) {
        companyUser {
          id
          credits {
            id
            courseId
            courseTitle
            days
            state
            isActive
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
