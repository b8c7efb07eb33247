import { graphql, useMutation } from 'react-relay/hooks';
import type { useForumAnswerAddMutation as UseForumAnswerAddMutation } from '../../__generated__/useForumAnswerAddMutation.graphql';

/** Answers a forum question; the new answer is appended to the answers shown (`connections`) and the count updates. */
export function useForumAnswerAddMutation() {
  return useMutation<UseForumAnswerAddMutation>(graphql`
    mutation useForumAnswerAddMutation($input: ForumAnswerAddInput!, $connections: [ID!]!) {
      forumAnswerAdd(input: $input) {
        question {
          id
          answerCount
        }
        answerEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            body
            authorName
            createdAt
          }
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
