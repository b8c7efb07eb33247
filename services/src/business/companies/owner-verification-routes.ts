import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import type { AccountsInternalClient } from '../../shared/companies/accounts-internal-client.ts';
import { errorBodySchema, waitErrorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import { mobileRule } from '@rasad/contracts/rules/contact-field-rules.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';
import { maskMobile, ownerVerificationRepository } from './owner-verification-repository.ts';

const digitsOnly = (value: string) => toLatinDigits(value).replace(/[\s\u200c-]/g, '');

/** The company's 11-digit national ID, typed with Persian or Latin digits. */
export const companyNationalIdRule = z
  .string({ error: 'companyVerification.nationalId.invalid' })
  .transform(digitsOnly)
  .pipe(z.string().regex(/^\d{11}$/, 'companyVerification.nationalId.invalid'))
  .describe('Company national ID (شناسه ملی): 11 digits, Persian or Latin');

const nationalCodeRule = z
  .string({ error: 'companyVerification.nationalCode.invalid' })
  .transform(digitsOnly)
  .pipe(z.string().regex(/^\d{10}$/, 'companyVerification.nationalCode.invalid'))
  .describe('The CEO’s 10-digit national code (کد ملی)');

const companyCardSchema = z.object({
  companyId: z.int(),
  name: z.string(),
  nationalId: z.string(),
  registrationNumber: z.string(),
  legalForm: z.string(),
  status: z.string(),
  city: z.string().nullable().describe('City, in the caller’s language'),
  province: z.string().nullable(),
  alreadyManager: z.boolean().describe('The caller has already verified as this company’s manager'),
});

/**
 * Company-owner verification (spec §2, §4, §7 `v2/Verification/*`): find the company by its national ID,
 * accept the rules, match the CEO's national code and mobile, receive a code on the CEO's registered
 * mobile and enter it. Each step is limited per user and per company. Signed-in users only; registered under
 * `/v2/Verification`, with the accounts service's client that sends the code.
 */
export async function ownerVerificationPlugin(
  instance: FastifyInstance,
  { context, accounts }: DomainPluginOptions & { accounts: AccountsInternalClient },
) {
  const verification = ownerVerificationRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/FindCompany',
      {
        schema: {
          tags: ['Verification'],
          summary: 'Step one: the company with this national ID, for the caller to confirm',
          querystring: z.object({ nationalId: companyNationalIdRule }),
          response: {
            200: companyCardSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        if (await verification.unknownCompanyLimitReached(viewer.userId, now)) {
          return sendBusinessError(request, reply, {
            status: 429,
            code: 'TOO_MANY_ATTEMPTS',
            messageKey: 'companyVerification.tooMany',
          });
        }
        const company = await verification.findCompanyWithCeo(request.query.nationalId);
        if (!company) {
          await verification.recordFailure(viewer.userId, null, 'COMPANY_NOT_FOUND', now);
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COMPANY_NOT_FOUND',
            messageKey: 'companyVerification.companyNotFound',
            field: 'nationalId',
          });
        }
        const english = requestLocale(request) === 'en-US';
        return {
          companyId: company.id,
          name: company.name,
          nationalId: company.nationalId,
          registrationNumber: company.registrationNumber,
          legalForm: company.legalForm,
          status: company.status,
          city: english ? company.cityEn : company.cityFa,
          province: english ? company.provinceEn : company.provinceFa,
          alreadyManager: await verification.isCompanyManager(company.id, viewer.userId),
        };
      },
    );

    app.post(
      '/SendCode',
      {
        schema: {
          tags: ['Verification'],
          summary: 'Step three: match the CEO and send (or send again) a code to the CEO’s registered mobile',
          body: z.object({
            nationalId: companyNationalIdRule,
            nationalCode: nationalCodeRule,
            mobile: mobileRule,
            acceptedRules: z
              .literal(true, { error: 'companyVerification.rules.required' })
              .describe('Step two: the rules were accepted'),
          }),
          response: {
            200: z.object({
              verificationId: z.int(),
              maskedMobile: z.string().describe('The CEO’s mobile with its middle hidden, e.g. 0912***4567'),
              expiresAt: z.iso.datetime(),
              resendAfterSeconds: z.int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            429: waitErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const { nationalId, nationalCode, mobile } = request.body;
        const company = await verification.findCompanyWithCeo(nationalId);
        if (!company) {
          await verification.recordFailure(viewer.userId, null, 'COMPANY_NOT_FOUND', now);
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COMPANY_NOT_FOUND',
            messageKey: 'companyVerification.companyNotFound',
            field: 'nationalId',
          });
        }
        if (await verification.isCompanyManager(company.id, viewer.userId)) {
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_MANAGER',
            messageKey: 'companyVerification.alreadyManager',
          });
        }
        if (await verification.mismatchLimitReached(viewer.userId, company.id, now)) {
          return sendBusinessError(request, reply, {
            status: 429,
            code: 'TOO_MANY_ATTEMPTS',
            messageKey: 'companyVerification.tooMany',
          });
        }
        const ceo = company.ceo;
        if (!ceo?.mobile || ceo.nationalCode !== nationalCode || ceo.mobile !== mobile) {
          await verification.recordFailure(viewer.userId, company.id, 'CEO_MISMATCH', now);
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'CEO_MISMATCH',
            messageKey: 'companyVerification.ceoMismatch',
            field: 'mobile',
          });
        }
        const run = await verification.startVerification({
          companyId: company.id,
          userId: viewer.userId,
          personId: ceo.personId,
          now,
        });
        if ('wait' in run) {
          return sendBusinessError(request, reply, {
            status: 429,
            code: 'TOO_SOON',
            messageKey: 'companyVerification.tooSoon',
            retryAfterSeconds: run.wait,
          });
        }
        const text = translate('companyVerification.smsMessage', 'fa-IR')
          .replace('{company}', company.name)
          .replace('{code}', run.code);
        try {
          await accounts.sendSms(request, ceo.mobile, text);
        } catch (error) {
          await verification.withdrawVerification(run.id);
          throw error;
        }
        return {
          verificationId: run.id,
          maskedMobile: maskMobile(ceo.mobile),
          expiresAt: run.expiresAt.toISOString(),
          resendAfterSeconds: await verification.secondsUntilNextSend(viewer.userId, company.id, now),
        };
      },
    );

    app.post(
      '/VerifyCode',
      {
        schema: {
          tags: ['Verification'],
          summary:
            'The code from the CEO’s mobile; a right one makes the caller the company’s verified manager',
          body: z.object({
            verificationId: z
              .int({ error: 'id.invalid' })
              .positive('id.invalid')
              .max(2_147_483_647, 'id.invalid'),
            code: z
              .string({ error: 'companyVerification.code.invalid' })
              .transform(digitsOnly)
              .pipe(z.string().regex(/^\d{5}$/, 'companyVerification.code.invalid')),
          }),
          response: {
            200: z.object({ companyId: z.int(), companyName: z.string(), verifiedAt: z.iso.datetime() }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const result = await verification.checkVerificationCode({
          id: request.body.verificationId,
          userId: viewer.userId,
          code: request.body.code,
          now: context.now(),
        });
        switch (result.outcome) {
          case 'VERIFIED':
            return {
              companyId: result.companyId,
              companyName: result.companyName,
              verifiedAt: result.verifiedAt.toISOString(),
            };
          case 'NOT_FOUND':
            return sendBusinessError(request, reply, {
              status: 404,
              code: 'NOT_FOUND',
              messageKey: 'request.notFound',
              field: 'verificationId',
            });
          case 'EXPIRED':
            return sendBusinessError(request, reply, {
              status: 400,
              code: 'CODE_EXPIRED',
              messageKey: 'companyVerification.code.expired',
              field: 'code',
            });
          case 'LOCKED':
            return sendBusinessError(request, reply, {
              status: 400,
              code: 'CODE_LOCKED',
              messageKey: 'companyVerification.code.locked',
              field: 'code',
            });
          case 'WRONG':
            return sendBusinessError(request, reply, {
              status: 400,
              code: 'CODE_WRONG',
              messageKey: 'companyVerification.code.wrong',
              field: 'code',
            });
        }
      },
    );

    app.get(
      '/MyCompanies',
      {
        schema: {
          tags: ['Verification'],
          summary: 'The companies the caller is the verified manager of, newest first',
          response: {
            200: z.array(
              z.object({
                companyId: z.int(),
                name: z.string(),
                nationalId: z.string(),
                verifiedAt: z.iso.datetime(),
              }),
            ),
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const rows = await verification.managedCompanies(viewer.userId);
        return rows.map((row) => ({ ...row, verifiedAt: row.verifiedAt.toISOString() }));
      },
    );
  });
}
