import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { accountRepository } from './account-repository.ts';
import type { AccountsPlugin } from './accounts-runtime.ts';
import { codeSentSchema, signInResultSchema } from './accounts-schemas.ts';
import { codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest, issueCodeToAccount } from './codes/code-requests.ts';
import { passwordRule, userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { verifyPassword } from './credentials/password-hashing.ts';
import { passwordAttemptSucceeded, startPasswordAttempt } from './credentials/password-throttle.ts';
import { clientAddress, describeClient } from './sessions/client-description.ts';
import { signInResult } from './sign-in-result.ts';

export const signInThrottledSchema = errorBodySchema
  .extend({
    retryAfterSeconds: z.int().min(1).describe('Seconds until a password may be tried again'),
  })
  .describe(
    'Too many wrong passwords for this user name or from this address: wait, or sign in by one-time code',
  );

/** A password attempt held back: 429 with the wait in the body and in `Retry-After`. */
function sendSignInThrottled(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  return sendBusinessError(request, reply, {
    status: 429,
    code: 'SIGN_IN_THROTTLED',
    messageKey: 'signIn.throttled',
    retryAfterSeconds,
  });
}

/** Sign-in with a password, registered under `/v2/Account`. */
export const passwordSignInPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  app.post(
    '/SignIn',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign in with a password',
        description:
          'After 5 wrong passwords for a user name (or 20 from one address) each further one makes the next attempt wait 1 s, 2 s, 4 s … up to 15 minutes (429 with Retry-After); a right password starts again. Sign-in by one-time code is never held back.',
        body: z.object({ userName: userNameRule, password: passwordRule }).describe('userSignInForm'),
        response: { 200: signInResultSchema, 400: errorBodySchema, 429: signInThrottledSchema },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const attempt = await startPasswordAttempt(runtime.db, {
        userName,
        address: clientAddress(request),
        now: runtime.now(),
      });
      if (!attempt.allowed) return sendSignInThrottled(request, reply, attempt.retryAfterSeconds);
      const user = await accounts.findConfirmed(userName);
      // One hash is computed whether or not the account exists, and both failures read the same.
      const matches = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !matches)
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'SIGN_IN_FAILED',
          messageKey: 'signIn.failed',
          field: 'password',
        });
      await passwordAttemptSucceeded(runtime.db, attempt);
      return signInResult(await runtime.sessions.startSession(user, describeClient(request), runtime.now()));
    },
  );
};

/** Sign-in by a one-time code sent to the user name, registered under `/Account`; ConfirmOTP finishes it. */
export const codeSignInPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/SignInByOTP',
    {
      schema: {
        tags: ['Account'],
        summary: 'Send a sign-in code; confirm it with v1/Account/ConfirmOTP',
        body: z.object({ userName: userNameRule }).describe('signInByOtpCommand'),
        response: { 200: codeSentSchema, 400: errorBodySchema, 429: codeLimitErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await issueCodeToAccount(
        runtime,
        request.body.userName,
        'signIn',
        clientAddress(request),
      );
      return answerCodeRequest(request, reply, result);
    },
  );
};
