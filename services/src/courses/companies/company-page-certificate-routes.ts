import { normaliseCertificateCode } from '@rasad/contracts/certificate-code.ts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import type { BusinessInternalClient } from '../../shared/companies/business-internal-client.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { solarHijriDate } from '../exams/certificate-pdf.ts';
import { commentAuthorName } from '../interaction/comment-author.ts';
import { companyAccountById, companyUserByUserId } from './company-admin-repository.ts';
import {
  certificatesShownBy,
  certificatesWithPageChoice,
  setCertificateShown,
} from './company-page-certificate-repository.ts';
import { booleanRule, idRule } from './company-request-rules.ts';

const certificateCodeRule = z.string({ error: 'certificate.code' }).transform((typed, check) => {
  const code = normaliseCertificateCode(typed);
  if (code === null) check.addIssue({ code: 'custom', message: 'certificate.code' });
  return code ?? z.NEVER;
});

const pageCompanySchema = z
  .object({ companyId: z.int(), name: z.string() })
  .describe('A company whose public page shows the certificates its users chose');

/**
 * Learners of an enterprise company show their certificates on its public page (opt-in, per certificate,
 * revocable). The company account is tied to the business company its administrator is the verified manager
 * of; the page lists only the choices of users still active in that account, by the name the company gave them.
 * Registered under `/api/Company`; the public page's list is open to everyone, the rest needs a signed-in user.
 */
export async function companyPageCertificatesPlugin(
  instance: FastifyInstance,
  { context, business }: DomainPluginOptions & { business: BusinessInternalClient },
) {
  const notCompanyUser = {
    status: 403,
    code: 'NOT_COMPANY_USER',
    messageKey: 'companyPage.certificates.notCompanyUser',
  } as const;

  /** The caller's active membership and the pages it shows on; null for anyone else. */
  async function membershipOf(userId: string) {
    const member = await companyUserByUserId(context.db, userId);
    if (!member?.isActive) return null;
    const account = await companyAccountById(context.db, member.companyAccountId);
    return { member, pages: await business.managedBy(account!.administratorUserId) };
  }

  await signedInScope(instance, (app) => {
    app.get(
      '/MyPageCertificates',
      {
        schema: {
          tags: ['Company'],
          summary:
            'A company user’s certificates, each with whether it is shown on the company’s public page',
          response: {
            200: z.object({
              pages: z.array(pageCompanySchema).describe('Empty until the administrator verifies a company'),
              certificates: z.array(
                z.object({
                  code: z.string(),
                  courseTitle: z.string(),
                  issuedAt: z.iso.datetime(),
                  shown: z.boolean(),
                }),
              ),
            }),
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const membership = await membershipOf(viewer.userId);
        if (!membership) return sendBusinessError(request, reply, notCompanyUser);
        const english = requestLocale(request) === 'en-US';
        const rows = await certificatesWithPageChoice(context.db, viewer.userId);
        return {
          pages: membership.pages,
          certificates: rows.map((row) => ({
            code: row.code,
            courseTitle: english ? row.courseTitleEn : row.courseTitleFa,
            issuedAt: row.issuedAt.toISOString(),
            shown: row.shownSince !== null,
          })),
        };
      },
    );

    app.post(
      '/SetPageCertificate',
      {
        schema: {
          tags: ['Company'],
          summary: 'Show one of the caller’s certificates on their company’s public page, or stop showing it',
          body: z.object({ code: certificateCodeRule, shown: booleanRule }),
          response: {
            200: z.object({ code: z.string(), shown: z.boolean() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const membership = await membershipOf(viewer.userId);
        if (!membership) return sendBusinessError(request, reply, notCompanyUser);
        const done = await setCertificateShown(context.db, {
          userId: viewer.userId,
          code: request.body.code,
          companyAccountId: membership.member.companyAccountId,
          shown: request.body.shown,
          now: context.now(),
        });
        if (!done)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'certificate.notFound',
            field: 'code',
          });
        return { code: request.body.code, shown: request.body.shown };
      },
    );
  });

  instance.withTypeProvider<ZodTypeProvider>().get(
    '/PageCertificates',
    {
      schema: {
        tags: ['Company'],
        summary: 'Certificates the company’s learners chose to show on its public page, newest first',
        querystring: z.object({ companyId: idRule.describe('The business company id') }),
        response: {
          200: z.array(
            z.object({
              code: z.string(),
              learnerName: z.string().describe('The name the company gave them; never a mobile or e-mail'),
              courseTitle: z.string(),
              issuedAt: z.iso.datetime(),
              issuedOnSolarHijri: z
                .string()
                .describe('The issue date in the Solar Hijri calendar, in Persian'),
            }),
          ),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const administrators = await business.managersOf(request.query.companyId);
      const rows = await certificatesShownBy(context.db, administrators, 100);
      return rows.map((row) => ({
        code: row.code,
        learnerName: commentAuthorName(row.learnerName, locale),
        courseTitle: locale === 'en-US' ? row.courseTitleEn : row.courseTitleFa,
        issuedAt: row.issuedAt.toISOString(),
        issuedOnSolarHijri: solarHijriDate(row.issuedAt),
      }));
    },
  );
}
