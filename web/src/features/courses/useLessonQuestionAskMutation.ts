import { graphql, useMutation } from 'react-relay';
import type { useLessonQuestionAskMutation as LessonQuestionAskMutation } from '../../__generated__/useLessonQuestionAskMutation.graphql';

/** Sends the teacher a question about the course or a lesson. */
export function useLessonQuestionAskMutation() {
  return useMutation<LessonQuestionAskMutation>(graphql`
    mutation useLessonQuestionAskMutation($input: LessonQuestionAskInput!) {
      lessonQuestionAsk(input: $input) {
        askedAt
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
