import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsRuntime } from '../accounts-runtime.ts';
import { oneTimeCodeLength } from '../credentials/opaque-secrets.ts';
import { sendCodeIssueFailure } from './code-failures.ts';
import { codeMessage } from './code-messages.ts';
import { issueOneTimeCode, latestCodeOf, type IssueCodeResult } from './one-time-codes.ts';

/**
 * A sign-in or password-reset code for a user name: sent only when it has a confirmed account, yet issued and limited
 * the same way when it has none, so the answer does not tell the two apart.
 */
export async function issueCodeToAccount(
  runtime: AccountsRuntime,
  userName: string,
  purpose: Exclude<CodePurpose, 'signUp'>,
  ip: string,
) {
  const user = await accountRepository(runtime.db).findConfirmed(userName);
  return issueOneTimeCode(runtime.db, runtime.sender, {
    userName,
    purpose,
    ip,
    now: runtime.now(),
    message: user ? codeMessage(purpose) : null,
  });
}

/**
 * A new code for the last sign-up, sign-in or password reset of a user name. A sign-up continues only while the
 * name is free; sign-in and reset codes go only to accounts; either way the answer is the same.
 */
export async function resendCode(runtime: AccountsRuntime, userName: string, ip: string) {
  const latest = await latestCodeOf(runtime.db, userName);
  const purpose =
    latest?.purpose === 'signUp' || latest?.purpose === 'resetPassword' ? latest.purpose : 'signIn';
  const existing = await accountRepository(runtime.db).findConfirmed(userName);
  const deliverable =
    purpose === 'signUp' ? !existing && Boolean(latest?.pendingPasswordHash) : Boolean(existing);
  return issueOneTimeCode(runtime.db, runtime.sender, {
    userName,
    purpose,
    ip,
    now: runtime.now(),
    message: deliverable ? codeMessage(purpose) : null,
    pendingPasswordHash: purpose === 'signUp' ? (latest?.pendingPasswordHash ?? undefined) : undefined,
  });
}

/** The answer to any request for a code: what the form needs for its countdown, or the 429 of a limit. */
export function answerCodeRequest(request: FastifyRequest, reply: FastifyReply, result: IssueCodeResult) {
  if (!result.ok) return sendCodeIssueFailure(request, reply, result);
  return {
    codeLength: oneTimeCodeLength,
    expiresInSeconds: result.expiresInSeconds,
    resendAfterSeconds: result.resendAfterSeconds,
  };
}
