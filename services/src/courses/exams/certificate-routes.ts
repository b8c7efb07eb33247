import { normaliseCertificateCode } from '@rasad/contracts/certificate-code.ts';
import { isCertificateName } from '@rasad/contracts/rules/learner-name-rules.ts';
import { translate } from '@rasad/contracts/service-messages/service-messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { renderCertificatePdf, solarHijriDate } from './certificate-pdf.ts';
import { certificateRepository } from './certificate-repository.ts';

const codeSchema = z.object({
  code: z
    .string()
    .transform((typed, check) => {
      const code = normaliseCertificateCode(typed);
      if (code === null) check.addIssue({ code: 'custom', message: 'certificate.code' });
      return code ?? z.NEVER;
    })
    .describe(
      'The verification code printed on the certificate; Persian digits, any case, with or without RSD-',
    ),
});

/**
 * The learner's name as a public certificate shows it: the name by the rule, else (a certificate issued before
 * names were asked for, carrying a mobile number, an e-mail address or nothing) «دانش‌پذیر», never the user name.
 */
export function shownLearnerName(stored: string, locale: Locale): string {
  return isCertificateName(stored) ? stored : translate('certificate.unnamedLearner', locale);
}

export interface CertificatesPluginOptions extends DomainPluginOptions {
  /** The web site verification links in the PDF point at. */
  publicSiteUrl: () => string;
}

/**
 * Public certificate verification and its PDF: anyone holding the code may check it; a signed-in learner
 * also lists their own. Registered under `/api/Certificates`.
 */
export async function certificatesPlugin(
  instance: FastifyInstance,
  { context, publicSiteUrl }: CertificatesPluginOptions,
) {
  const certificateStore = certificateRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  await signedInScope(app, (scope) => {
    scope.get(
      '/My',
      {
        schema: {
          tags: ['Certificates'],
          summary: 'The signed-in learner’s certificates, newest first',
          response: { 200: z.array(z.object({ code: z.string() })), 401: errorBodySchema },
        },
      },
      async (request) => certificateStore.codesOf(viewerOf(request).userId),
    );
  });

  app.get(
    '/:code',
    {
      schema: {
        tags: ['Certificates'],
        summary:
          'Verifies a certificate: who earned it (by name only), for which course, with what score and when',
        params: codeSchema,
        response: {
          200: z.object({
            code: z.string(),
            learnerName: z
              .string()
              .describe('The name the certificate carries; «دانش‌پذیر» (Learner) when it has none'),
            courseId: z.number().int(),
            courseTitle: z.string(),
            scorePercent: z.number().int(),
            issuedAt: z.string(),
            issuedOnSolarHijri: z.string().describe('The issue date in the Solar Hijri calendar, in Persian'),
            pdfUrl: z.string().describe('Where the PDF can be downloaded'),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await certificateStore.byCode(request.params.code);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'certificate.notFound',
        });
      return {
        code: row.certificate.code,
        learnerName: shownLearnerName(row.certificate.learnerName, requestLocale(request)),
        courseId: row.course.id,
        courseTitle: requestLocale(request) === 'en-US' ? row.course.titleEn : row.course.titleFa,
        scorePercent: row.certificate.scorePercent,
        issuedAt: row.certificate.issuedAt.toISOString(),
        issuedOnSolarHijri: solarHijriDate(row.certificate.issuedAt),
        pdfUrl: `${context.publicUrl}/api/Certificates/${row.certificate.code}/Pdf`,
      };
    },
  );

  app.get(
    '/:code/Pdf',
    {
      schema: {
        tags: ['Certificates'],
        summary: 'The certificate as a PDF in Persian (A4 landscape) with its verification link',
        params: codeSchema,
        response: {
          200: z.unknown().describe('application/pdf'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await certificateStore.byCode(request.params.code);
      if (!row)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'certificate.notFound',
        });
      const pdf = await renderCertificatePdf({
        // The certificate is printed in Persian.
        learnerName: shownLearnerName(row.certificate.learnerName, 'fa-IR'),
        courseTitle: row.course.titleFa,
        teacherName: row.teacher.fullNameFa,
        scorePercent: row.certificate.scorePercent,
        issuedAt: row.certificate.issuedAt,
        code: row.certificate.code,
        verificationUrl: `${publicSiteUrl()}/certificates/${row.certificate.code}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="rasad-certificate-${row.certificate.code}.pdf"`)
        .send(pdf);
    },
  );
}
