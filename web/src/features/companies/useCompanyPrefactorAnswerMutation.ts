import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyPrefactorAnswerMutation as Mutation } from '../../__generated__/useCompanyPrefactorAnswerMutation.graphql';

/** The manager's answer; the answered request comes back with its answer, updating the panel's list in place. */
export function useCompanyPrefactorAnswerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyPrefactorAnswerMutation($input: CompanyPrefactorAnswerInput!) {
      companyPrefactorAnswer(input: $input) {
        prefactor {
          id
          answer
          answeredAt
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
