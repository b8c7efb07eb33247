import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { accountRepository } from './account-repository.ts';
import type { AccountsPlugin } from './accounts-runtime.ts';
import { codeSentSchema } from './accounts-schemas.ts';
import { codeCheckFailure, codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest, issueCodeToAccount } from './codes/code-requests.ts';
import { consumeOneTimeCode } from './codes/one-time-codes.ts';
import { newPasswordRule, codeRule, userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { hashPassword } from './credentials/password-hashing.ts';
import { resetAccountThrottle } from './credentials/password-throttle.ts';
import { clientAddress } from './sessions/client-description.ts';

/** Forgot password, registered under `/v1/Account`: the answers never say whether the user name has an account. */
export const passwordResetPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = accountRepository(runtime.db);

  app.post(
    '/ForgetPassword',
    {
      schema: {
        tags: ['Account'],
        summary: 'Send a password-reset code if the user name has an account',
        body: z.object({ userName: userNameRule }).describe('forgotPasswordForm'),
        response: { 200: codeSentSchema, 400: errorBodySchema, 429: codeLimitErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await issueCodeToAccount(
        runtime,
        request.body.userName,
        'resetPassword',
        clientAddress(request),
      );
      return answerCodeRequest(request, reply, result);
    },
  );

  app.post(
    '/ResetPassword',
    {
      schema: {
        tags: ['Account'],
        summary: 'Set a new password with the reset code; every session of the account ends',
        body: z
          .object({ userName: userNameRule, code: codeRule, newPassword: newPasswordRule })
          .describe('resetPasswordForm'),
        response: {
          200: z.object({ passwordReset: z.boolean() }).describe('The new password is set'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userName, code, newPassword } = request.body;
      const now = runtime.now();
      const checked = await consumeOneTimeCode(runtime.db, {
        userName,
        purposes: ['resetPassword'],
        code,
        now,
      });
      if (checked.result !== 'ok') return sendBusinessError(request, reply, codeCheckFailure(checked.result));
      const user = await accounts.findConfirmed(userName);
      if (!user) return sendBusinessError(request, reply, codeCheckFailure('wrong'));
      await accounts.setPasswordHash(user.id, await hashPassword(newPassword));
      await runtime.sessions.endAllSessions(user.id, 'PASSWORD_RESET', now);
      await resetAccountThrottle(runtime.db, userName);
      return { passwordReset: true };
    },
  );
};
