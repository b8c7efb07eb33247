import { graphql, useMutation } from 'react-relay';
import type { usePageVisitStartMutation as PageVisitStartMutation } from '../../__generated__/usePageVisitStartMutation.graphql';

/** Records that a page was opened. */
export function usePageVisitStartMutation() {
  return useMutation<PageVisitStartMutation>(graphql`
    mutation usePageVisitStartMutation($input: PageVisitStartInput!) {
      pageVisitStart(input: $input) {
        visitId
      }
    }
  `);
}
