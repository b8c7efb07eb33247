import { z } from 'zod';
import type { ServiceApp } from '../shared/http/create-service-app.ts';
import { errorBodySchema } from '../shared/http/error-schemas.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';
import { findConfirmedUser } from './account-lookup.ts';
import type { AccountsRuntime } from './accounts-runtime.ts';
import { codeSentSchema, signInResultSchema } from './accounts-schemas.ts';
import { codeLimitErrorSchema } from './codes/code-failures.ts';
import { answerCodeRequest, issueCodeToAccount } from './codes/code-requests.ts';
import { passwordRule, userNameRule } from './credentials/account-field-rules.ts';
import { verifyPassword } from './credentials/password-hashing.ts';
import { clientAddress, describeClient } from './sessions/client-description.ts';
import { signInResult } from './sign-in-result.ts';

export async function registerSignInRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  app.post(
    '/v2/Account/SignIn',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign in with a password',
        body: z.object({ userName: userNameRule, password: passwordRule }).describe('userSignInForm'),
        response: { 200: signInResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const user = await findConfirmedUser(runtime.db, userName);
      // One hash is computed whether or not the account exists, and both failures read the same.
      const matches = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !matches)
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'SIGN_IN_FAILED',
          messageKey: 'signIn.failed',
          field: 'password',
        });
      return signInResult(await runtime.sessions.startSession(user, describeClient(request), runtime.now()));
    },
  );

  app.post(
    '/Account/SignInByOTP',
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
}
