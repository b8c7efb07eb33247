import { graphql, useMutation } from 'react-relay/hooks';
import type { useOrderCreateMutation as UseOrderCreateMutation } from '../../__generated__/useOrderCreateMutation.graphql';

/** Places an order (coupon and credit are held); a fully covered one comes back delivered. */
export function useOrderCreateMutation() {
  return useMutation<UseOrderCreateMutation>(graphql`
    mutation useOrderCreateMutation($input: OrderCreateInput!) {
      orderCreate(input: $input) {
        order {
          id
          status
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
