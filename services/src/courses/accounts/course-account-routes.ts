import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import {
  newPasswordRule,
  codeRule,
  passwordRule,
  personalTextRule,
  userNameRule,
} from '@rasad/contracts/rules/account-rules.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { accountsServiceUrl, forwardToAccounts } from './accounts-client.ts';
import { trustOf } from '../../shared/service-trust/service-trust.ts';

const anyBody = z
  .record(z.string(), z.unknown())
  .describe('The accounts service’s answer, passed on as it is');
const responses = {
  200: anyBody,
  400: errorBodySchema,
  401: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/**
 * The courses half's /Account/* calls, answered by the one accounts service: a learner signs in, by
 * password or code, with the same account and sessions as on the business-data side. Registered under
 * `/Account`; signing out, the learner's information and single sign-on need a signed-in caller.
 */
export const courseAccountsPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const baseUrl = () => accountsServiceUrl(context.accountsServiceUrl);
  const forwarded: { path: string; target: string; summary: string; body: z.ZodType; method?: 'GET' }[] = [
    {
      path: '/SignIn',
      target: '/v2/Account/SignIn',
      summary: 'Sign in with a password (userSignInForm)',
      body: z.object({ userName: userNameRule, password: passwordRule }),
    },
    {
      path: '/SignInByOTP',
      target: '/Account/SignInByOTP',
      summary: 'Send a sign-in code (signInByOtpCommand)',
      body: z.object({ userName: userNameRule }),
    },
    {
      path: '/VerfySignInByOTP',
      target: '/v1/Account/ConfirmOTP',
      summary: 'Confirm a sign-in code (verfySignInByOtpCommand)',
      body: z.object({ userName: userNameRule, code: codeRule }),
    },
    {
      path: '/ForgetPassword',
      target: '/v1/Account/ForgetPassword',
      summary: 'Send a password-reset code (forgotPasswordForm)',
      body: z.object({ userName: userNameRule }),
    },
    {
      path: '/ResetPassword',
      target: '/v1/Account/ResetPassword',
      summary: 'Set a new password with the code (resetPasswordForm)',
      body: z.object({ userName: userNameRule, code: codeRule, newPassword: newPasswordRule }),
    },
    {
      path: '/SetUserPassword',
      target: '/v2/Profile/ChangePassword',
      summary: 'Set or change the password (setPasswordCommand)',
      body: z.object({ currentPassword: z.string().max(128).optional(), newPassword: newPasswordRule }),
    },
    {
      path: '/SetInfo',
      target: '/v2/Profile/SetPersonalInfo',
      summary: 'Update name, job title and company name (setInfoModel)',
      body: z.object({
        firstName: personalTextRule,
        lastName: personalTextRule,
        jobTitle: personalTextRule,
        companyName: personalTextRule,
      }),
    },
  ];
  for (const route of forwarded) {
    app.post(
      route.path,
      { schema: { tags: ['Account'], summary: route.summary, body: route.body, response: responses } },
      (request, reply) =>
        forwardToAccounts(request, reply, {
          trust: trustOf(context),
          baseUrl: baseUrl(),
          method: 'POST',
          path: route.target,
          body: request.body,
        }),
    );
  }

  await signedInScope(instance, (scope) => {
    scope.post(
      '/Logout',
      { schema: { tags: ['Account'], summary: 'Sign out: ends the caller’s session', response: responses } },
      (request, reply) => {
        return forwardToAccounts(request, reply, {
          trust: trustOf(context),
          baseUrl: baseUrl(),
          method: 'POST',
          path: '/Account/Logout',
          body: {},
        });
      },
    );

    scope.post(
      '/Info',
      {
        schema: {
          tags: ['Account'],
          summary: 'The signed-in learner’s personal information',
          response: responses,
        },
      },
      (request, reply) => {
        return forwardToAccounts(request, reply, {
          trust: trustOf(context),
          baseUrl: baseUrl(),
          method: 'GET',
          path: '/v2/Profile/GetPersonalInfo',
        });
      },
    );

    scope.post(
      '/FromRasad',
      {
        schema: {
          tags: ['Account'],
          summary: 'Single sign-on from the business-data side: its access token is accepted here as it is',
          response: {
            200: z
              .object({ uuid: z.uuid(), packageType: z.string(), sessionId: z.uuid() })
              .describe('The same identity and session; no second sign-in is needed'),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return { uuid: viewer.userId, packageType: viewer.packageType, sessionId: viewer.sessionId };
      },
    );
  });
};
