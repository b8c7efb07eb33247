import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyUserAddMutation as UseCompanyUserAddMutation } from '../../__generated__/useCompanyUserAddMutation.graphql';

/**
 * The company administrator adds a user (takes a seat): the user is appended to the users lists in `connections`
 * (the unfiltered one: a new user is in no segment) and the administration's seats taken come back with it.
 */
export function useCompanyUserAddMutation() {
  return useMutation<UseCompanyUserAddMutation>(graphql`
    mutation useCompanyUserAddMutation($input: CompanyUserAddInput!, $connections: [ID!]!) {
      companyUserAdd(input: $input) {
        companyUser @appendNode(connections: $connections, edgeTypeName: "CompanyUserEdge") {
          id
          ...CompanyUsersTableUserFragment
        }
        viewer {
          companyAdministration {
            seatsTaken
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
