import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { requestLocale } from './request-locale.ts';
import { translate, type ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';

/** Replies with the common error shape, its message in the caller's language; `field` marks the input at fault. */
export function sendBusinessError(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: { status: number; code: string; messageKey: ServiceMessageKey; field?: string },
) {
  const message = translate(failure.messageKey, requestLocale(request));
  const fieldErrors =
    failure.field === undefined ? [] : [{ field: failure.field, code: failure.code, message }];
  return reply.status(failure.status).send(errorBody(failure.code, message, fieldErrors));
}
