import { graphql, useMutation } from 'react-relay/hooks';
import type { useEntityPageVisitRecordMutation as Mutation } from '../../../__generated__/useEntityPageVisitRecordMutation.graphql';

export function useEntityPageVisitRecordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEntityPageVisitRecordMutation($input: EntityPageVisitRecordInput!) {
      entityPageVisitRecord(input: $input) {
        visit {
          visitId
        }
        userErrors {
          message
        }
      }
    }
  `);
}
