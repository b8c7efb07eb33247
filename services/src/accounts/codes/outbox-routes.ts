import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { AccountsRuntime } from '../accounts-runtime.ts';
import { outboxMessages } from '../accounts-tables.ts';
import { userNameRule } from '@rasad/contracts/rules/account-rules.ts';

/** The outbox for one recipient, for tests and operators; refused when NODE_ENV is production. */
export async function registerOutboxRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  app.get(
    '/v1/Outbox',
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
      const rows = await runtime.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, request.query.userName))
        .orderBy(desc(outboxMessages.id))
        .limit(20);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
}
