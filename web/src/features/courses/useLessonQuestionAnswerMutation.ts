import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonQuestionAnswerMutation as Mutation } from '../../__generated__/useLessonQuestionAnswerMutation.graphql';

/** The teacher answers a learner's question; the question in the store shows the answer at once. */
export function useLessonQuestionAnswerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLessonQuestionAnswerMutation($input: LessonQuestionAnswerInput!) {
      lessonQuestionAnswer(input: $input) {
        question {
          id
          ...TeacherQuestionsPageQuestionFragment
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
