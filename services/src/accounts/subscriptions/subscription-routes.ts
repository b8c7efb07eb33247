import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paidPackageTypes } from '@rasad/contracts/entitlements.ts';
import { z } from 'zod';
import { packageTypes } from '../../shared/auth/package-types.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsPlugin } from '../accounts-runtime.ts';
import { effectivePackage } from './effective-package.ts';
import { currentSubscription, grantSubscription } from './subscription-periods.ts';

const periodSchema = z.object({
  id: z.uuid(),
  packageType: z.enum(packageTypes),
  seats: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  orderId: z.string(),
});

const standingSchema = z
  .object({
    userId: z.uuid(),
    packageType: z.enum(packageTypes).describe('The package the user holds now (what tokens carry)'),
    current: periodSchema.nullable().describe('The paid period in force, if any'),
  })
  .describe('A user’s subscription standing');

/**
 * Subscription calls for the commerce domain of this installation's services (never the gateway):
 * grant the period a paid order bought (once per order) and read a user's standing. Only the courses service may
 * call them (by its service credential); the reconciliation timer calls them with no user signed in. Registered under
 * `/internal/v1/Subscriptions`.
 */
export const subscriptionsPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  const standing = async (userId: string) => ({
    userId,
    packageType: await effectivePackage(runtime.db, userId, runtime.now()),
    current: await currentSubscription(runtime.db, userId, runtime.now()),
  });

  app.post(
    '/Grant',
    {
      config: { serviceCallers: ['courses'] },
      schema: {
        tags: ['Internal'],
        summary: 'Add the period a paid order bought; repeating it for the same order changes nothing',
        body: z.object({
          userId: z.uuid(),
          packageType: z.enum(paidPackageTypes),
          months: z.number().int().min(1).max(36),
          seats: z.number().int().min(1).max(10_000),
          orderId: z.string().trim().min(1).max(64),
        }),
        response: {
          200: standingSchema.extend({
            period: periodSchema,
            created: z.boolean().describe('False when this order had already been granted'),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await accounts.byId(request.body.userId)))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'subscription.userNotFound',
        });
      const granted = await grantSubscription(runtime.db, request.body, runtime.now());
      return { ...(await standing(request.body.userId)), ...granted };
    },
  );

  app.get(
    '/Standing',
    {
      config: { serviceCallers: ['courses'] },
      schema: {
        tags: ['Internal'],
        summary: 'The package a user holds now and the paid period in force',
        querystring: z.object({ userId: z.uuid() }),
        response: { 200: standingSchema, 400: errorBodySchema },
      },
    },
    async (request) => standing(request.query.userId),
  );
};
