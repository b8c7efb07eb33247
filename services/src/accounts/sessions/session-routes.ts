import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInScope } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsPlugin } from '../accounts-runtime.ts';
import { activeSessionSchema, signInResultSchema } from '../accounts-schemas.ts';
import { signInResult } from '../sign-in-result.ts';
import { effectivePackage } from '../subscriptions/effective-package.ts';
import { describeClient } from './client-description.ts';
import { sessionLimits } from '@rasad/auth/session-limits.ts';

const ticketRule = z
  .string()
  .min(20)
  .max(100)
  .describe('The ticket from a sign-in that reached the session limit');

/** Whether a bearer token's session is live, registered under `/v1/Account`. */
export const sessionAlivePlugin: AccountsPlugin = async (instance) => {
  await signedInScope(instance, (app) => {
    app.get(
      '/SessionAlive',
      {
        schema: {
          tags: ['Account'],
          summary: 'Whether the bearer token’s session is still live',
          description:
            'Other services ask this (and cache the answer briefly) so a token stops working everywhere once its session ends.',
          response: { 204: z.null().describe('The session is live'), 401: errorBodySchema },
        },
      },
      // A token whose session has ended gives no viewer, so the scope has already refused it.
      async (_request, reply) => reply.status(204).send(null),
    );
  });
};

/**
 * Active sessions, registered under `/v2/Profile`: seen either by the signed-in owner (bearer token) or, during a
 * sign-in that hit the session limit, by the holder of its sign-in ticket.
 */
export const activeSessionsPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  app.post(
    '/GetActiveSessionsByUserInfo',
    {
      schema: {
        tags: ['Profile'],
        summary: 'List the account’s active sessions',
        body: z
          .object({ signInTicket: ticketRule.optional() })
          .describe('A sign-in ticket, or nothing with a bearer token'),
        response: {
          200: z
            .object({
              sessionLimit: z.int().describe('How many sessions the package allows'),
              sessions: z.array(
                activeSessionSchema.extend({ current: z.boolean().describe('The session making this call') }),
              ),
            })
            .describe('Active sessions, oldest first'),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const now = runtime.now();
      const owner = request.viewer
        ? await accounts.byId(request.viewer.userId)
        : request.body.signInTicket
          ? await runtime.sessions.ticketHolder(request.body.signInTicket, now)
          : null;
      if (!owner)
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'SIGN_IN_TICKET_INVALID',
          messageKey: 'signInTicket.invalid',
        });
      const active = await runtime.sessions.activeSessions(owner.id, now);
      return {
        // The package the account holds now (its subscriptions and a company's lent seat), as sign-in counts it.
        sessionLimit: sessionLimits[await effectivePackage(runtime.db, owner.id, now)],
        sessions: active.map((session) => ({
          ...session,
          current: session.id === request.viewer?.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/TerminateUserSessionByUserInfo',
    {
      schema: {
        tags: ['Profile'],
        summary:
          'End one session: the owner’s other device, or one in the way of a sign-in (which then completes)',
        body: z
          .object({ sessionId: z.uuid({ error: 'session.notFound' }), signInTicket: ticketRule.optional() })
          .describe('The session to end'),
        response: {
          200: z
            .union([
              signInResultSchema,
              z
                .object({ status: z.literal('SESSION_TERMINATED') })
                .describe('The owner ended another session'),
            ])
            .describe('With a ticket: the sign-in outcome; otherwise the session has ended'),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const now = runtime.now();
      const { sessionId, signInTicket } = request.body;
      if (request.viewer && !signInTicket) {
        if (sessionId === request.viewer.sessionId) {
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'SESSION_CURRENT',
            messageKey: 'session.current',
            field: 'sessionId',
          });
        }
        const ended = await runtime.sessions.endSession(
          request.viewer.userId,
          sessionId,
          'ENDED_BY_OWNER',
          now,
        );
        if (!ended)
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'SESSION_NOT_FOUND',
            messageKey: 'session.notFound',
            field: 'sessionId',
          });
        return { status: 'SESSION_TERMINATED' as const };
      }
      const holder = signInTicket ? await runtime.sessions.ticketHolder(signInTicket, now) : null;
      // Claimed before anything changes, so two requests with one ticket cannot end two sessions.
      if (!holder || !signInTicket || !(await runtime.sessions.useTicket(signInTicket, now))) {
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'SIGN_IN_TICKET_INVALID',
          messageKey: 'signInTicket.invalid',
        });
      }
      const ended = await runtime.sessions.endSession(holder.id, sessionId, 'ENDED_BY_OTHER_SIGN_IN', now);
      if (!ended) {
        // A session that had already gone leaves the ticket usable for another choice.
        await runtime.sessions.releaseTicket(signInTicket);
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'SESSION_NOT_FOUND',
          messageKey: 'session.notFound',
          field: 'sessionId',
        });
      }
      const started = await runtime.sessions.startSession(holder, describeClient(request), now);
      return signInResult(started);
    },
  );
};
