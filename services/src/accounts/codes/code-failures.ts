import type { ServiceMessageKey } from '../../shared/http/service-messages.ts';
import type { CodeCheck, IssueCodeResult } from './one-time-codes.ts';

interface Failure {
  status: number;
  code: string;
  messageKey: ServiceMessageKey;
  field?: string;
}

/** How a rejected code is answered; the same whether or not the user name has an account. */
export function codeCheckFailure(result: Exclude<CodeCheck, 'ok'>): Failure {
  if (result === 'expired') return { status: 400, code: 'OTP_EXPIRED', messageKey: 'otp.expired', field: 'code' };
  if (result === 'tooManyAttempts') return { status: 400, code: 'OTP_TOO_MANY_ATTEMPTS', messageKey: 'otp.tooManyAttempts', field: 'code' };
  return { status: 400, code: 'OTP_WRONG', messageKey: 'otp.wrong', field: 'code' };
}

export function codeIssueFailure(result: Extract<IssueCodeResult, { ok: false }>): Failure {
  return result.reason === 'resendTooSoon'
    ? { status: 429, code: 'OTP_RESEND_TOO_SOON', messageKey: 'otp.resendTooSoon' }
    : { status: 429, code: 'OTP_TOO_MANY_REQUESTS', messageKey: 'otp.tooManyRequests' };
}
