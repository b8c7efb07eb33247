import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyCourseCreditGrantMutation as UseCompanyCourseCreditGrantMutation } from '../../__generated__/useCompanyCourseCreditGrantMutation.graphql';

/** The company administrator gives a user a course credit. */
export function useCompanyCourseCreditGrantMutation() {
  return useMutation<UseCompanyCourseCreditGrantMutation>(graphql`
    mutation useCompanyCourseCreditGrantMutation($input: CompanyCourseCreditGrantInput!) {
      companyCourseCreditGrant(input: $input) {
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
