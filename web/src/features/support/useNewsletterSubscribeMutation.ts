import { graphql, useMutation } from 'react-relay/hooks';
import type { useNewsletterSubscribeMutation as NewsletterSubscribeMutation } from '../../__generated__/useNewsletterSubscribeMutation.graphql';

/** Subscribes an e-mail address to the newsletter. */
export function useNewsletterSubscribeMutation() {
  return useMutation<NewsletterSubscribeMutation>(graphql`
    mutation useNewsletterSubscribeMutation($input: NewsletterSubscribeInput!) {
      newsletterSubscribe(input: $input) {
        alreadySubscribed
        subscription {
          email
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
