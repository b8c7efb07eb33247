import { graphql, useMutation } from 'react-relay';
import type { useForumQuestionAskMutation as UseForumQuestionAskMutation } from '../../__generated__/useForumQuestionAskMutation.graphql';

/** Asks the community a new question. */
export function useForumQuestionAskMutation() {
  return useMutation<UseForumQuestionAskMutation>(graphql`
    mutation useForumQuestionAskMutation($input: ForumQuestionAskInput!) {
      forumQuestionAsk(input: $input) {
        question {
          id
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
