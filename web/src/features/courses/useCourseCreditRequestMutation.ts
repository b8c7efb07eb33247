import { graphql, useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCourseCreditRequestMutation as UseCourseCreditRequestMutation } from '../../__generated__/useCourseCreditRequestMutation.graphql';

/**
 * A company user asks their company's administrator for a course. The request joins the viewer's credits in the
 * store (`updater`), so a screen showing where the request stands needs nothing fetched again.
 */
export function useCourseCreditRequestMutation() {
  const [commit, inFlight] = useMutation<UseCourseCreditRequestMutation>(graphql`
    mutation useCourseCreditRequestMutation($input: CourseCreditRequestInput!) {
      courseCreditRequest(input: $input) {
        credit {
          id
          courseId
          state
          isActive
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const request = (config: UseMutationConfig<UseCourseCreditRequestMutation>) =>
    commit({ ...config, updater: addToViewerCredits });
  return [request, inFlight] as const;
}

function addToViewerCredits(store: RecordSourceSelectorProxy<UseCourseCreditRequestMutation['response']>) {
  const credit = store.getRootField('courseCreditRequest').getLinkedRecord('credit');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const credits = viewer?.getLinkedRecords('courseCredits');
  if (!credit || !viewer || !credits) return;
  if (credits.some((entry) => entry?.getDataID() === credit.getDataID())) return;
  viewer.setLinkedRecords([credit, ...credits], 'courseCredits');
}
