import { graphql, useMutation } from 'react-relay/hooks';
import type { useLessonQuestionAskMutation as LessonQuestionAskMutation } from '../../__generated__/useLessonQuestionAskMutation.graphql';

/** Sends the teacher a question about the course or a lesson; on a lesson it joins the list under it. */
export function useLessonQuestionAskMutation() {
  return useMutation<LessonQuestionAskMutation>(graphql`
    mutation useLessonQuestionAskMutation($input: LessonQuestionAskInput!, $connections: [ID!]!) {
      lessonQuestionAsk(input: $input) {
        askedAt
        question @prependNode(connections: $connections, edgeTypeName: "LessonQuestionEdge") {
          ...LessonQuestionsQuestionFragment
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
