import { graphql, useMutation } from 'react-relay/hooks';
import type { useGiftCodeRedeemMutation as GiftCodeRedeemMutation } from '../../__generated__/useGiftCodeRedeemMutation.graphql';

/** Redeems a gift code; answers with the course it opened. */
export function useGiftCodeRedeemMutation() {
  return useMutation<GiftCodeRedeemMutation>(graphql`
    mutation useGiftCodeRedeemMutation($input: GiftCodeRedeemInput!) {
      giftCodeRedeem(input: $input) {
        addedDays
        course {
          id
          title
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
