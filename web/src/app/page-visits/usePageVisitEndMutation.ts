import { graphql, useMutation } from 'react-relay';
import type { usePageVisitEndMutation as PageVisitEndMutation } from '../../__generated__/usePageVisitEndMutation.graphql';

/** Records how long a page stayed open (while the app keeps running). */
export function usePageVisitEndMutation() {
  return useMutation<PageVisitEndMutation>(graphql`
    mutation usePageVisitEndMutation($input: PageVisitEndInput!) {
      pageVisitEnd(input: $input) {
        recorded
      }
    }
  `);
}
