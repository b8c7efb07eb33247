import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyFollowMutation as Mutation } from '../../../__generated__/useCompanyFollowMutation.graphql';

export function useCompanyFollowMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyFollowMutation($input: CompanyFollowInput!) {
      companyFollow(input: $input) {
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
