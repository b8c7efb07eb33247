import { graphql, useMutation } from 'react-relay/hooks';
import type { useCourseSuggestionCreateMutation as CourseSuggestionCreateMutation } from '../../__generated__/useCourseSuggestionCreateMutation.graphql';

/** Suggests a course the platform should make. */
export function useCourseSuggestionCreateMutation() {
  return useMutation<CourseSuggestionCreateMutation>(graphql`
    mutation useCourseSuggestionCreateMutation($input: CourseSuggestionCreateInput!) {
      courseSuggestionCreate(input: $input) {
        receivedAt
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
