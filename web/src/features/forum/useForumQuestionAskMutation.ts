import { graphql, useMutation } from 'react-relay/hooks';
import type { useForumQuestionAskMutation as UseForumQuestionAskMutation } from '../../__generated__/useForumQuestionAskMutation.graphql';

/** Asks the community a new question; it goes on top of the forum's list (`connections`, newest first). */
export function useForumQuestionAskMutation() {
  return useMutation<UseForumQuestionAskMutation>(graphql`
    mutation useForumQuestionAskMutation($input: ForumQuestionAskInput!, $connections: [ID!]!) {
      forumQuestionAsk(input: $input) {
        question {
          id
        }
        questionEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...ForumQuestionCardFragment
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
