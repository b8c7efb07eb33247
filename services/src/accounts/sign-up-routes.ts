import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { accountRepository } from './account-repository.ts';
import type { AccountsPlugin } from './accounts-runtime.ts';
import { codeSentSchema, signInResultSchema } from './accounts-schemas.ts';
import { codeCheckFailure, codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest, resendCode } from './codes/code-requests.ts';
import { alreadyRegisteredMessage, codeMessage } from './codes/code-messages.ts';
import { consumeOneTimeCode, issueOneTimeCode } from './codes/one-time-codes.ts';
import { newPasswordRule, codeRule, userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { hashPassword } from './credentials/password-hashing.ts';
import { resetAccountThrottle } from './credentials/password-throttle.ts';
import { clientAddress, clientDevice, describeClient } from './sessions/client-description.ts';
import { signInResult } from './sign-in-result.ts';
import { signUpsPerAddressPerDay, signUpsPerDevicePerDay } from './sign-up-limits.ts';

/** The device the gateway named, with its daily sign-up limit; undefined when no device was named. */
function deviceOf(request: Parameters<typeof clientDevice>[0]) {
  const id = clientDevice(request);
  return id === undefined ? undefined : { id, signUpsPerDay: signUpsPerDevicePerDay() };
}

/**
 * Sign-up: the account is created only when the code sent to the user name is confirmed. Signing up
 * with a name that already has an account answers exactly as for a new one and tells the owner instead.
 * Registered under `/v1/Account`.
 */
export const signUpPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  app.post(
    '/SignUp',
    {
      schema: {
        tags: ['Account'],
        summary: 'Start a sign-up: sends a confirmation code to the mobile number or e-mail',
        description:
          'One address may start sign-ups for a few user names a day (`SIGN_UPS_PER_ADDRESS_PER_DAY`); one more is answered 429 `SIGN_UP_ADDRESS_LIMIT` with `Retry-After`. One device (the gateway names it in `X-Rasad-Device`, from its signed device cookie) may start fewer (`SIGN_UPS_PER_DEVICE_PER_DAY`); one more is answered 429 `SIGN_UP_DEVICE_LIMIT`.',
        body: z.object({ userName: userNameRule, password: newPasswordRule }).describe('userSignUpForm'),
        response: { 200: codeSentSchema, 400: errorBodySchema, 429: codeLimitErrorSchema },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const existing = await accounts.findConfirmed(userName);
      // Hashed for an existing account too, so the answer takes as long whether or not the name is taken.
      const passwordHash = await hashPassword(password);
      const result = await issueOneTimeCode(runtime.db, runtime.sender, {
        userName,
        purpose: 'signUp',
        ip: clientAddress(request),
        now: runtime.now(),
        message: existing ? alreadyRegisteredMessage : codeMessage('signUp'),
        pendingPasswordHash: existing ? undefined : passwordHash,
        signUpsPerAddressPerDay: signUpsPerAddressPerDay(),
        device: deviceOf(request),
      });
      return answerCodeRequest(request, reply, result);
    },
  );

  app.post(
    '/ConfirmOTP',
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
      let user = await accounts.findConfirmed(userName);
      if (!user && checked.purpose === 'signUp') {
        const created = await accounts.createConfirmed({
          id: randomUUID(),
          userName,
          passwordHash: checked.pendingPasswordHash ?? null,
          now,
        });
        user = created ?? (await accounts.findConfirmed(userName));
      }
      if (!user) return sendBusinessError(request, reply, codeCheckFailure('wrong'));
      // The owner proved the account with a code: wrong passwords tried by anyone else stop counting against it.
      await resetAccountThrottle(runtime.db, userName);
      return signInResult(await runtime.sessions.startSession(user, describeClient(request), now));
    },
  );

  app.post(
    '/ReSendOtpCode',
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
};
