import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseCertificateIssueMutation as CourseCertificateIssueMutation } from '../../__generated__/useCourseCertificateIssueMutation.graphql';

/** Issues the certificate a pass earned with the name the learner gives; the attempt's card shows it at once. */
export function useCourseCertificateIssueMutation() {
  return useMutation<CourseCertificateIssueMutation>(graphql`
    mutation useCourseCertificateIssueMutation($input: CourseCertificateIssueInput!) {
      courseCertificateIssue(input: $input) {
        result {
          id
          ...ExamResultCardFragment
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
