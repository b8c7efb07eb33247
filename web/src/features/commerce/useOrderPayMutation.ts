import { graphql, useMutation } from 'react-relay/hooks';
import type { useOrderPayMutation as UseOrderPayMutation } from '../../__generated__/useOrderPayMutation.graphql';

/** Sends an order to the bank; the payer's browser goes to `paymentUrl`. */
export function useOrderPayMutation() {
  return useMutation<UseOrderPayMutation>(graphql`
    mutation useOrderPayMutation($input: OrderPayInput!) {
      orderPay(input: $input) {
        paymentUrl
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
