import { graphql, useMutation } from 'react-relay/hooks';
import type { useProfileNewsletterSubscribeMutation as UseProfileNewsletterSubscribeMutation } from '../../__generated__/useProfileNewsletterSubscribeMutation.graphql';

/** Subscribes the profile’s e-mail address to the newsletter. */
export function useProfileNewsletterSubscribeMutation() {
  return useMutation<UseProfileNewsletterSubscribeMutation>(graphql`
    mutation useProfileNewsletterSubscribeMutation($input: NewsletterSubscribeInput!) {
      newsletterSubscribe(input: $input) {
        alreadySubscribed
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
