import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../shared/http/create-service-app.ts';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { findConfirmedUser } from './account-lookup.ts';
import type { AccountsRuntime } from './accounts-runtime.ts';
import { codeSentSchema } from './accounts-schemas.ts';
import { users } from './accounts-tables.ts';
import { codeCheckFailure, codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest, issueCodeToAccount } from './codes/code-requests.ts';
import { consumeOneTimeCode } from './codes/one-time-codes.ts';
import { newPasswordRule, codeRule, userNameRule } from '@rasad/contracts/rules/account-rules.ts';
import { hashPassword } from './credentials/password-hashing.ts';
import { resetAccountThrottle } from './credentials/password-throttle.ts';
import { clientAddress } from './sessions/client-description.ts';

/** Forgot password: the answers never say whether the user name has an account. */
export async function registerPasswordResetRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  app.post(
    '/v1/Account/ForgetPassword',
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
    '/v1/Account/ResetPassword',
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
      const user = await findConfirmedUser(runtime.db, userName);
      if (!user) return sendBusinessError(request, reply, codeCheckFailure('wrong'));
      await runtime.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, user.id));
      await runtime.sessions.endAllSessions(user.id, 'PASSWORD_RESET', now);
      await resetAccountThrottle(runtime.db, userName);
      return { passwordReset: true };
    },
  );
}
