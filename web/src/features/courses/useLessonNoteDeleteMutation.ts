import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonNoteDeleteMutation as LessonNoteDeleteMutation } from '../../__generated__/useLessonNoteDeleteMutation.graphql';

/** Deletes a note and removes it from the lesson's note list. */
export function useLessonNoteDeleteMutation() {
  return useMutation<LessonNoteDeleteMutation>(graphql`
    mutation useLessonNoteDeleteMutation($input: LessonNoteDeleteInput!, $connections: [ID!]!) {
      lessonNoteDelete(input: $input) {
        deletedNoteId @deleteEdge(connections: $connections)
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
