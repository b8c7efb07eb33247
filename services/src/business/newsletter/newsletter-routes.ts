import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { emailRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import { newsletterRepository } from './newsletter-repository.ts';

/** Newsletter sign-up, registered under `/v2/Profile`. */
export const newsletterPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const newsletter = newsletterRepository(context.db);
  app.post(
    '/AddToNewsletter',
    {
      schema: {
        tags: ['Profile'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: z.object({ email: emailRule }).describe('The address to subscribe'),
        response: {
          200: z
            .object({
              email: z.string().describe('The address as stored: trimmed and lower-cased'),
              subscribedAt: z.iso.datetime().describe('When the address first subscribed'),
              alreadySubscribed: z
                .boolean()
                .describe('True when the address was on the list before this call'),
            })
            .describe('The subscription; signing up twice changes nothing'),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      const created = await newsletter.subscribe(email, context.now());
      if (created)
        return { email, subscribedAt: created.subscribedAt.toISOString(), alreadySubscribed: false };
      const existing = await newsletter.find(email);
      if (!existing) throw new Error('newsletter subscription vanished');
      return { email, subscribedAt: existing.subscribedAt.toISOString(), alreadySubscribed: true };
    },
  );
};
