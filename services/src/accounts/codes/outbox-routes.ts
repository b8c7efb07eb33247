import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { AccountsPlugin } from '../accounts-runtime.ts';
import { userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { outboxRepository } from './outbox-repository.ts';

/**
 * The outbox for one recipient, for tests and operators; refused when NODE_ENV is production. Registered under
 * `/v1/Outbox`, which is its one route.
 */
export const outboxPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const outbox = outboxRepository(runtime.db);

  app.get(
    '',
    {
      schema: {
        tags: ['Outbox'],
        summary: 'Messages sent to a user name, newest first (not available in production)',
        querystring: z.object({ userName: userNameRule }),
        response: {
          200: z.array(
            z.object({
              channel: z.string(),
              recipient: z.string(),
              body: z.string(),
              delivered: z.boolean(),
              createdAt: z.iso.datetime(),
            }),
          ),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (process.env.NODE_ENV === 'production') {
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'outbox.disabled',
        });
      }
      const rows = await outbox.latestTo(request.query.userName, 20);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
