import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError, type BusinessFailure } from '../../shared/http/send-business-error.ts';
import type { ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';
import type { CodeCheck, IssueCodeResult } from './one-time-codes.ts';

/** How a rejected code is answered; the same whether or not the user name has an account. */
export function codeCheckFailure(result: Exclude<CodeCheck, 'ok'>): BusinessFailure {
  if (result === 'expired')
    return { status: 400, code: 'OTP_EXPIRED', messageKey: 'otp.expired', field: 'code' };
  if (result === 'tooManyAttempts')
    return { status: 400, code: 'OTP_TOO_MANY_ATTEMPTS', messageKey: 'otp.tooManyAttempts', field: 'code' };
  return { status: 400, code: 'OTP_WRONG', messageKey: 'otp.wrong', field: 'code' };
}

export const codeLimitErrorSchema = errorBodySchema
  .extend({ retryAfterSeconds: z.int().min(1).describe('Seconds until a new code may be asked for') })
  .describe('Too many codes asked for: the error, and when the next one may be');

/** A refused code request: 429 with the wait in the body (for the countdown) and in `Retry-After`. */
export function sendCodeIssueFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  result: Extract<IssueCodeResult, { ok: false }>,
) {
  const [code, messageKey]: [string, ServiceMessageKey] =
    result.reason === 'resendTooSoon'
      ? ['OTP_RESEND_TOO_SOON', 'otp.resendTooSoon']
      : result.reason === 'signUpAddressLimit'
        ? ['SIGN_UP_ADDRESS_LIMIT', 'signUp.addressLimit']
        : result.reason === 'signUpDeviceLimit'
          ? ['SIGN_UP_DEVICE_LIMIT', 'signUp.deviceLimit']
          : ['OTP_TOO_MANY_REQUESTS', 'otp.tooManyRequests'];
  return sendBusinessError(request, reply, {
    status: 429,
    code,
    messageKey,
    retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterSeconds)),
  });
}
