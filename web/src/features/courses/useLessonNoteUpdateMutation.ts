import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonNoteUpdateMutation as LessonNoteUpdateMutation } from '../../__generated__/useLessonNoteUpdateMutation.graphql';

/** Changes a note's text or moment; the note updates in place. */
export function useLessonNoteUpdateMutation() {
  return useMutation<LessonNoteUpdateMutation>(graphql`
    mutation useLessonNoteUpdateMutation($input: LessonNoteUpdateInput!) {
      lessonNoteUpdate(input: $input) {
        note {
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
