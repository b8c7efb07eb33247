import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { emailRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import { newsletterSubscriptions } from '../business-tables.ts';

export async function registerNewsletterRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/v2/Profile/AddToNewsletter',
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
      // The unique index on email makes concurrent sign-ups of one address a single row.
      const [created] = await context.db
        .insert(newsletterSubscriptions)
        .values({ email, subscribedAt: context.now() })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ subscribedAt: newsletterSubscriptions.subscribedAt });
      if (created)
        return { email, subscribedAt: created.subscribedAt.toISOString(), alreadySubscribed: false };
      const [existing] = await context.db
        .select({ subscribedAt: newsletterSubscriptions.subscribedAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      if (!existing) throw new Error('newsletter subscription vanished');
      return { email, subscribedAt: existing.subscribedAt.toISOString(), alreadySubscribed: true };
    },
  );
}
