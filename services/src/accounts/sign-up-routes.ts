import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../shared/http/create-service-app.ts';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { findConfirmedUser } from './account-lookup.ts';
import type { AccountsRuntime } from './accounts-runtime.ts';
import { codeSentSchema, signInResultSchema } from './accounts-schemas.ts';
import { oneTimeCodes, users } from './accounts-tables.ts';
import { codeCheckFailure, codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest } from './codes/code-requests.ts';
import { alreadyRegisteredMessage, codeMessage } from './codes/code-messages.ts';
import { consumeOneTimeCode, issueOneTimeCode } from './codes/one-time-codes.ts';
import { newPasswordRule, codeRule, userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { hashPassword } from './credentials/password-hashing.ts';
import { resetAccountThrottle } from './credentials/password-throttle.ts';
import { clientAddress, describeClient } from './sessions/client-description.ts';
import { signInResult } from './sign-in-result.ts';

/**
 * Sign-up: the account is created only when the code sent to the user name is confirmed. Signing up
 * with a name that already has an account answers exactly as for a new one and tells the owner instead.
 */
export async function registerSignUpRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  app.post(
    '/v1/Account/SignUp',
    {
      schema: {
        tags: ['Account'],
        summary: 'Start a sign-up: sends a confirmation code to the mobile number or e-mail',
        body: z.object({ userName: userNameRule, password: newPasswordRule }).describe('userSignUpForm'),
        response: { 200: codeSentSchema, 400: errorBodySchema, 429: codeLimitErrorSchema },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const existing = await findConfirmedUser(runtime.db, userName);
      // Hashed for an existing account too, so the answer takes as long whether or not the name is taken.
      const passwordHash = await hashPassword(password);
      const result = await issueOneTimeCode(runtime.db, runtime.sender, {
        userName,
        purpose: 'signUp',
        ip: clientAddress(request),
        now: runtime.now(),
        message: existing ? alreadyRegisteredMessage : codeMessage('signUp'),
        pendingPasswordHash: existing ? undefined : passwordHash,
      });
      return answerCodeRequest(request, reply, result);
    },
  );

  app.post(
    '/v1/Account/ConfirmOTP',
    {
      schema: {
        tags: ['Account'],
        summary: 'Confirm a sign-up or sign-in code; signs in',
        body: z
          .object({ userName: userNameRule, code: codeRule })
          .describe('The user name and the code it received'),
        response: { 200: signInResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userName, code } = request.body;
      const now = runtime.now();
      const checked = await consumeOneTimeCode(runtime.db, {
        userName,
        purposes: ['signUp', 'signIn'],
        code,
        now,
      });
      if (checked.result !== 'ok') return sendBusinessError(request, reply, codeCheckFailure(checked.result));
      let user = await findConfirmedUser(runtime.db, userName);
      if (!user && checked.purpose === 'signUp') {
        const [created] = await runtime.db
          .insert(users)
          .values({
            id: randomUUID(),
            userName,
            passwordHash: checked.pendingPasswordHash ?? null,
            packageType: 'FREE',
            confirmedAt: now,
            createdAt: now,
          })
          .onConflictDoNothing({ target: users.userName })
          .returning();
        user = created ?? (await findConfirmedUser(runtime.db, userName));
      }
      if (!user) return sendBusinessError(request, reply, codeCheckFailure('wrong'));
      // The owner proved the account with a code: wrong passwords tried by anyone else stop counting against it.
      await resetAccountThrottle(runtime.db, userName);
      return signInResult(await runtime.sessions.startSession(user, describeClient(request), now));
    },
  );

  app.post(
    '/v1/Account/ReSendOtpCode',
    {
      schema: {
        tags: ['Account'],
        summary: 'Send a new code for the last sign-up, sign-in or password reset of a user name',
        querystring: z.object({ userName: userNameRule }),
        response: { 200: codeSentSchema, 400: errorBodySchema, 429: codeLimitErrorSchema },
      },
    },
    async (request, reply) => {
      const { userName } = request.query;
      const result = await resendCode(runtime, userName, clientAddress(request));
      return answerCodeRequest(request, reply, result);
    },
  );
}

async function resendCode(runtime: AccountsRuntime, userName: string, ip: string) {
  const [latest] = await runtime.db
    .select({ purpose: oneTimeCodes.purpose, pendingPasswordHash: oneTimeCodes.pendingPasswordHash })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.userName, userName))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const purpose =
    latest?.purpose === 'signUp' || latest?.purpose === 'resetPassword' ? latest.purpose : 'signIn';
  const existing = await findConfirmedUser(runtime.db, userName);
  // A sign-up continues only while the name is free; sign-in and reset codes go only to accounts.
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
