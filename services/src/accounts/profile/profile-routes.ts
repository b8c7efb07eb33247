import { z } from 'zod';
import { packageTypes } from '../../shared/auth/package-types.ts';
import { signedInScope, viewerOf } from '../../shared/auth/signed-in-scope.ts';
import { notSignedIn } from '../../shared/auth/not-signed-in.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsPlugin, AccountsRuntime } from '../accounts-runtime.ts';
import { newPasswordRule, personalTextRule } from '@rasad/contracts/rules/account-rules.ts';
import { hashPassword, verifyPassword } from '../credentials/password-hashing.ts';
import { effectivePackage } from '../subscriptions/effective-package.ts';

export const personalInfoSchema = z
  .object({
    uuid: z.uuid().describe('User id'),
    userName: z.string().describe('Mobile number or e-mail the account signs in with'),
    packageType: z.enum(packageTypes),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string(),
    companyName: z.string(),
    hasPassword: z.boolean().describe('False for an account that signs in by code only'),
  })
  .describe('The signed-in user’s personal information');

export const personalInfoInputSchema = z
  .object({
    firstName: personalTextRule,
    lastName: personalTextRule,
    jobTitle: personalTextRule,
    companyName: personalTextRule,
  })
  .describe('setInfoModel');

async function readPersonalInfo(runtime: AccountsRuntime, userId: string) {
  const user = await accountRepository(runtime.db).byId(userId);
  if (!user) return null;
  return {
    uuid: user.id,
    userName: user.userName,
    packageType: await effectivePackage(runtime.db, user.id, runtime.now()),
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    companyName: user.companyName,
    hasPassword: user.passwordHash !== null,
  };
}

/** The signed-in user's own account: personal information and password. Registered under `/v2/Profile`. */
export const profilePlugin: AccountsPlugin = async (instance, { runtime }) => {
  const accounts = accountRepository(runtime.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/GetPersonalInfo',
      {
        schema: {
          tags: ['Profile'],
          summary: 'The signed-in user’s personal information',
          response: { 200: personalInfoSchema, 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        const info = await readPersonalInfo(runtime, viewerOf(request).userId);
        if (!info) return sendBusinessError(request, reply, notSignedIn);
        return info;
      },
    );

    app.post(
      '/SetPersonalInfo',
      {
        schema: {
          tags: ['Profile'],
          summary: 'Update name, job title and company name',
          body: personalInfoInputSchema,
          response: { 200: personalInfoSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { userId } = viewerOf(request);
        await accounts.setPersonalNames(userId, request.body);
        const info = await readPersonalInfo(runtime, userId);
        if (!info) return sendBusinessError(request, reply, notSignedIn);
        return info;
      },
    );

    app.post(
      '/ChangePassword',
      {
        schema: {
          tags: ['Profile'],
          summary: 'Change (or, for a code-only account, set) the password; other sessions stay signed in',
          body: z
            .object({ currentPassword: z.string().max(128).optional(), newPassword: newPasswordRule })
            .describe('setPasswordCommand: the current password is needed when one is set'),
          response: {
            200: z.object({ passwordChanged: z.boolean() }).describe('The new password is set'),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { userId } = viewerOf(request);
        const user = await accounts.byId(userId);
        if (!user) return sendBusinessError(request, reply, notSignedIn);
        if (
          user.passwordHash !== null &&
          !(await verifyPassword(request.body.currentPassword ?? '', user.passwordHash))
        ) {
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'PASSWORD_CURRENT_WRONG',
            messageKey: 'password.currentWrong',
            field: 'currentPassword',
          });
        }
        await accounts.setPasswordHash(userId, await hashPassword(request.body.newPassword));
        return { passwordChanged: true };
      },
    );
  });
};
