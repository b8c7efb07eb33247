import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsPlugin } from '../accounts-runtime.ts';
import { messageChannels } from './message-channels.ts';

/**
 * A saved-search alert digest from the business service, sent through the outbox to the account's own user name:
 * SMS to a mobile, e-mail to an address. No signed-in caller stands behind it (an import sets it off), so only
 * the business service may call it (by its service credential). Registered under `/internal/v1/Messages`.
 */
export const digestPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  app.post(
    '/Digest',
    {
      config: { serviceCallers: ['business'] },
      schema: {
        tags: ['Internal'],
        summary: 'Send a user their saved-search alert digest by SMS or e-mail; services only',
        body: z.object({ userId: z.uuid(), text: z.string().trim().min(1).max(1000) }),
        response: {
          202: z.object({ channel: z.enum(messageChannels) }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await accounts.byId(request.body.userId);
      if (!user)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'request.notFound',
        });
      const channel = user.userName.includes('@') ? 'email' : 'sms';
      await runtime.sender.send(
        { channel, recipient: user.userName, body: request.body.text },
        runtime.now(),
      );
      return reply.status(202).send({ channel });
    },
  );
};
