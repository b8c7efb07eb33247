import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import { serviceTrustedPeers } from '../../shared/auth/client-address.ts';
import { packageTypes } from '../../shared/auth/package-types.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { fullNameRule, mobileRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import type { AccountsRuntime } from '../accounts-runtime.ts';
import { companyPackageGrants, users } from '../accounts-tables.ts';

/**
 * Calls the other services of this installation make on a signed-in user's behalf (never the gateway):
 * the owner-verification SMS to a CEO's registered mobile, accounts for company users and mentors'
 * sub-users, and the package a company lends its users. Refused to any peer outside GATEWAY_ADDRESSES.
 */
export async function registerCompanyAccountRoutes(app: ServiceApp, runtime: AccountsRuntime) {
  const trusted = serviceTrustedPeers();
  const refuseOutsider = (request: FastifyRequest, reply: FastifyReply) => {
    const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    if (trusted.has(peer)) return null;
    return sendBusinessError(request, reply, {
      status: 403,
      code: 'FORBIDDEN',
      messageKey: 'request.forbidden',
    });
  };

  app.post(
    '/internal/v1/Messages/Sms',
    {
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
      requireViewer(request);
      if (refuseOutsider(request, reply)) return reply;
      await runtime.sender.send(
        { channel: 'sms', recipient: request.body.mobile, body: request.body.text },
        runtime.now(),
      );
      return reply.status(202).send({ queued: true });
    },
  );

  app.post(
    '/internal/v1/Users/Ensure',
    {
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
    async (request, reply) => {
      requireViewer(request);
      if (refuseOutsider(request, reply)) return reply;
      const { mobile, fullName } = request.body;
      const [firstName = '', ...rest] = fullName.split(/\s+/);
      const now = runtime.now();
      const [made] = await runtime.db
        .insert(users)
        .values({
          id: randomUUID(),
          userName: mobile,
          packageType: 'FREE',
          confirmedAt: now,
          firstName,
          lastName: rest.join(' '),
          createdAt: now,
        })
        .onConflictDoNothing({ target: users.userName })
        .returning({ id: users.id });
      if (made) return { userId: made.id, userName: mobile, created: true };
      const [existing] = await runtime.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, mobile));
      if (!existing) throw new Error('an account neither made nor found');
      return { userId: existing.id, userName: mobile, created: false };
    },
  );

  app.post(
    '/internal/v1/Users/CompanyPackage',
    {
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
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (refuseOutsider(request, reply)) return reply;
      const { userId, packageType } = request.body;
      if (packageType === null)
        await runtime.db.delete(companyPackageGrants).where(eq(companyPackageGrants.userId, userId));
      else {
        const values = { userId, packageType, grantedBy: viewer.userId, updatedAt: runtime.now() };
        await runtime.db
          .insert(companyPackageGrants)
          .values(values)
          .onConflictDoUpdate({
            target: companyPackageGrants.userId,
            set: { packageType, grantedBy: viewer.userId, updatedAt: values.updatedAt },
          });
      }
      return { userId, packageType };
    },
  );
}
