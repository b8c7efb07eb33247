import { graphql, useMutation } from 'react-relay/hooks';
import type { useFollowFeedMarkSeenMutation as Mutation } from '../../../__generated__/useFollowFeedMarkSeenMutation.graphql';

export function useFollowFeedMarkSeenMutation() {
  return useMutation<Mutation>(graphql`
    mutation useFollowFeedMarkSeenMutation($input: FollowFeedMarkSeenInput!) {
      followFeedMarkSeen(input: $input) {
        seenAt
        userErrors {
          message
        }
      }
    }
  `);
}
