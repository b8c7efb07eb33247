import { graphql, useMutation } from 'react-relay';
import type { useForumAnswerAddMutation as UseForumAnswerAddMutation } from '../../__generated__/useForumAnswerAddMutation.graphql';

/** Answers a forum question; the question comes back with its answers, so the page updates in place. */
export function useForumAnswerAddMutation() {
  return useMutation<UseForumAnswerAddMutation>(graphql`
    mutation useForumAnswerAddMutation($input: ForumAnswerAddInput!) {
      forumAnswerAdd(input: $input) {
        question {
          id
          answerCount
          ...ForumAnswerList_question
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
