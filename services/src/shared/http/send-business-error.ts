import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { requestLocale } from './request-locale.ts';
import { translate, type ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';

/** A refusal as a route states it: status, stable code, message key, and where it applies the field and the wait. */
export interface BusinessFailure {
  status: number;
  code: string;
  messageKey: ServiceMessageKey;
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * Replies with the common error shape, its message in the caller's language; `field` marks the input at fault and
 * `retryAfterSeconds`, for a refusal to do something again so soon, goes in the body and the Retry-After header.
 */
export function sendBusinessError(request: FastifyRequest, reply: FastifyReply, failure: BusinessFailure) {
  const message = translate(failure.messageKey, requestLocale(request));
  const fieldErrors =
    failure.field === undefined ? [] : [{ field: failure.field, code: failure.code, message }];
  const body = errorBody(failure.code, message, fieldErrors);
  if (failure.retryAfterSeconds === undefined) return reply.status(failure.status).send(body);
  return reply
    .status(failure.status)
    .header('retry-after', String(failure.retryAfterSeconds))
    .send({ ...body, retryAfterSeconds: failure.retryAfterSeconds });
}
