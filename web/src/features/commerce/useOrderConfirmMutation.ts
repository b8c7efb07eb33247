import { graphql, useMutation } from 'react-relay/hooks';
import type { useOrderConfirmMutation as UseOrderConfirmMutation } from '../../__generated__/useOrderConfirmMutation.graphql';

/** After the bank: verifies and delivers the order; the viewer comes back with the package the session now carries. */
export function useOrderConfirmMutation() {
  return useMutation<UseOrderConfirmMutation>(graphql`
    mutation useOrderConfirmMutation($input: OrderConfirmInput!) {
      orderConfirm(input: $input) {
        order {
          id
          status
          ...OrderReceiptFragment
        }
        viewer {
          uuid
          userName
          packageType
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
