import { graphql, useMutation } from 'react-relay/hooks';
import type { useContactMessageSendMutation as ContactMessageSendMutation } from '../../__generated__/useContactMessageSendMutation.graphql';

/** Sends a message to support (contact page, suggestions, error reports). */
export function useContactMessageSendMutation() {
  return useMutation<ContactMessageSendMutation>(graphql`
    mutation useContactMessageSendMutation($input: ContactMessageSendInput!) {
      contactMessageSend(input: $input) {
        contactMessage {
          referenceNumber
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
