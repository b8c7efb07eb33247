import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonNoteCreateMutation as LessonNoteCreateMutation } from '../../__generated__/useLessonNoteCreateMutation.graphql';

/** Adds a note at a moment of the lesson and appends it to the lesson's note list. */
export function useLessonNoteCreateMutation() {
  return useMutation<LessonNoteCreateMutation>(graphql`
    mutation useLessonNoteCreateMutation($input: LessonNoteCreateInput!, $connections: [ID!]!) {
      lessonNoteCreate(input: $input) {
        note @appendNode(connections: $connections, edgeTypeName: "LessonNoteEdge") {
          id
          atSecond
          body
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
