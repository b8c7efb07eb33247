import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUnfollowMutation as Mutation } from '../../../__generated__/useCompanyUnfollowMutation.graphql';

export function useCompanyUnfollowMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyUnfollowMutation($input: CompanyFollowInput!) {
      companyUnfollow(input: $input) {
        company {
          id
          viewerFollows
          followerCount
        }
        userErrors {
          message
        }
      }
    }
  `);
}
