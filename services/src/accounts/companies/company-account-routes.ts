import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { packageTypes } from '../../shared/auth/package-types.ts';
import { signedInScope, viewerOf } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { fullNameRule, mobileRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import { accountRepository } from '../account-repository.ts';
import type { AccountsPlugin } from '../accounts-runtime.ts';
import { companyPackageGrantRepository } from './company-package-grant-repository.ts';

/**
 * Calls the other services of this installation make on a signed-in user's behalf (never the gateway):
 * the owner-verification SMS to a CEO's registered mobile, accounts for company users and mentors'
 * sub-users, and the package a company lends its users. Each names the services that may call it (by their
 * service credential).
 * Registered under `/internal/v1`.
 */
export const companyAccountsPlugin: AccountsPlugin = async (instance, { runtime }) => {
  const accounts = accountRepository(runtime.db);
  const grants = companyPackageGrantRepository(runtime.db);
  await signedInScope(instance, (app) => {
    app.post(
      '/Messages/Sms',
      {
        config: { serviceCallers: ['business'] },
        schema: {
          tags: ['Internal'],
          summary: 'Send one SMS (an owner-verification code) for a signed-in user; services only',
          body: z.object({ mobile: mobileRule, text: z.string().trim().min(1).max(320) }),
          response: {
            202: z.object({ queued: z.boolean() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        await runtime.sender.send(
          { channel: 'sms', recipient: request.body.mobile, body: request.body.text },
          runtime.now(),
        );
        return reply.status(202).send({ queued: true });
      },
    );

    app.post(
      '/Users/Ensure',
      {
        config: { serviceCallers: ['courses'] },
        schema: {
          tags: ['Internal'],
          summary:
            'The account of a mobile number, made (confirmed, no password: sign-in by code) when there is none; services only',
          body: z.object({ mobile: mobileRule, fullName: fullNameRule }),
          response: {
            200: z.object({ userId: z.uuid(), userName: z.string(), created: z.boolean() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { mobile, fullName } = request.body;
        const [firstName = '', ...rest] = fullName.split(/\s+/);
        const now = runtime.now();
        const made = await accounts.createConfirmed({
          id: randomUUID(),
          userName: mobile,
          firstName,
          lastName: rest.join(' '),
          now,
        });
        if (made) return { userId: made.id, userName: mobile, created: true };
        const existing = await accounts.byUserName(mobile);
        if (!existing) throw new Error('an account neither made nor found');
        return { userId: existing.id, userName: mobile, created: false };
      },
    );

    app.post(
      '/Users/CompanyPackage',
      {
        config: { serviceCallers: ['courses'] },
        schema: {
          tags: ['Internal'],
          summary: 'Lend (or, with null, withdraw) a company’s package to one of its users; services only',
          body: z.object({ userId: z.uuid(), packageType: z.enum(packageTypes).nullable() }),
          response: {
            200: z.object({ userId: z.uuid(), packageType: z.enum(packageTypes).nullable() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { userId, packageType } = request.body;
        if (packageType === null) await grants.withdraw(userId);
        else
          await grants.lend({ userId, packageType, grantedBy: viewerOf(request).userId, at: runtime.now() });
        return { userId, packageType };
      },
    );
  });
};
