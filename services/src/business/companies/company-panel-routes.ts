import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { emailRule, optional } from '@rasad/contracts/rules/contact-field-rules.ts';
import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';
import { prefactorAnswerRules } from '@rasad/contracts/rules/prefactor-request-rules.ts';
import { offeringKinds } from '../business-fixed-sets.ts';
import { idRule, offeringSchema, ownProfileSchema, profileJson } from './company-page-schemas.ts';
import { prefactorJson, prefactorSchema } from './prefactor-routes.ts';
import { companyPageRepository } from './company-page-repository.ts';
import { ownerVerificationRepository } from './owner-verification-repository.ts';
import { pageLimitRule, pageOffsetRule } from '../../shared/http/page-query.ts';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const phoneRule = z
  .string()
  .transform((value) => toLatinDigits(value).replace(/[\s\-()]/g, ''))
  .pipe(z.string().regex(/^0\d{9,11}$/, 'companyPage.phone.invalid'));

/** Which company, and which page of one of its lists (newest first). */
const pageOfCompanyQuery = z.object({
  companyId: idRule,
  offset: pageOffsetRule.default(0),
  limit: pageLimitRule.default(20),
});

const contactBody = z.object({
  companyId: idRule,
  about: z
    .string()
    .trim()
    .max(4000, 'companyPage.about.tooLong')
    .describe('What the company writes about itself'),
  phones: z.array(phoneRule).max(5, 'companyPage.phones.tooMany'),
  website: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(200, 'companyPage.website.invalid')
      .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, 'companyPage.website.invalid')
      .nullable(),
  ),
  email: z
    .preprocess((value) => (value === null ? undefined : value), optional(emailRule))
    .transform((value) => value ?? null),
  address: z.preprocess(emptyToNull, z.string().trim().max(300, 'companyPage.address.tooLong').nullable()),
  postalCode: z.preprocess(
    emptyToNull,
    z
      .string()
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{10}$/, 'companyPage.postalCode.invalid'))
      .nullable(),
  ),
});

/**
 * The verified manager's panel (spec §6 "company manager"): the company's own page text, contact, logo,
 * pictures, products and brands, each edit audited; prefactor requests answered. Signed-in users only;
 * registered under `/v2/CompanyPanel`.
 */
export const companyPanelPlugin: DomainPlugin = async (instance, { context }) => {
  const pages = companyPageRepository(context.db);
  const verification = ownerVerificationRepository(context.db);
  /** The caller, when they are this company's verified manager; otherwise the reply is sent and null returned. */
  async function requireManager(request: FastifyRequest, reply: FastifyReply, companyId: number) {
    const viewer = viewerOf(request);
    if (!(await pages.companyExists(companyId))) {
      await sendBusinessError(request, reply, {
        status: 404,
        code: 'COMPANY_NOT_FOUND',
        messageKey: 'company.notFound',
        field: 'companyId',
      });
      return null;
    }
    if (!(await verification.isCompanyManager(companyId, viewer.userId))) {
      await sendBusinessError(request, reply, {
        status: 403,
        code: 'NOT_MANAGER',
        messageKey: 'companyPage.notManager',
      });
      return null;
    }
    return viewer;
  }

  await signedInScope(instance, (app) => {
    app.post(
      '/SetContact',
      {
        schema: {
          tags: ['Company page'],
          summary: 'The manager edits the about text and contact details; registry facts are not touched',
          body: contactBody,
          response: {
            200: ownProfileSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId, ...change } = request.body;
        const viewer = await requireManager(request, reply, companyId);
        if (!viewer) return reply;
        const saved = await pages.updateOwnProfile({
          companyId,
          userId: viewer.userId,
          now: context.now(),
          action: 'CONTACT_EDITED',
          change,
        });
        return profileJson(saved);
      },
    );

    app.post(
      '/SetImages',
      {
        schema: {
          tags: ['Company page'],
          summary: 'The manager chooses the logo and pictures among the files uploaded for the company',
          body: z.object({
            companyId: idRule,
            logoFileId: z.uuid().nullable(),
            pictureFileIds: z.array(z.uuid()).max(8, 'companyPage.pictures.tooMany'),
          }),
          response: {
            200: ownProfileSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId, logoFileId } = request.body;
        const viewer = await requireManager(request, reply, companyId);
        if (!viewer) return reply;
        const pictureFileIds = [...new Set(request.body.pictureFileIds)];
        const [logos, pictures] = await Promise.all([
          pages.companyFilesAmong(companyId, 'LOGO', logoFileId === null ? [] : [logoFileId]),
          pages.companyFilesAmong(companyId, 'PICTURE', pictureFileIds),
        ]);
        if ((logoFileId !== null && logos.length === 0) || pictures.length !== pictureFileIds.length) {
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'FILE_UNKNOWN',
            messageKey: 'companyPage.file.unknown',
          });
        }
        const saved = await pages.updateOwnProfile({
          companyId,
          userId: viewer.userId,
          now: context.now(),
          action: 'IMAGES_CHANGED',
          change: { logoFileId, pictureFileIds },
        });
        return profileJson(saved);
      },
    );

    app.post(
      '/AddOffering',
      {
        schema: {
          tags: ['Company page'],
          summary: 'The manager lists a product or brand on the company page',
          body: z.object({
            companyId: idRule,
            kind: z.enum(offeringKinds),
            name: z
              .string({ error: 'companyPage.offering.name.required' })
              .trim()
              .min(1, 'companyPage.offering.name.required')
              .max(120, 'companyPage.offering.name.required'),
            description: z.string().trim().max(1000, 'description.tooLong').default(''),
          }),
          response: {
            201: offeringSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId, kind, name, description } = request.body;
        const viewer = await requireManager(request, reply, companyId);
        if (!viewer) return reply;
        const created = await pages.addOffering({
          companyId,
          userId: viewer.userId,
          now: context.now(),
          kind,
          name,
          description,
        });
        if (!created)
          return sendBusinessError(request, reply, {
            status: 400,
            code: 'TOO_MANY',
            messageKey: 'companyPage.offering.tooMany',
          });
        return reply
          .status(201)
          .send({ id: created.id, kind: created.kind, name: created.name, description: created.description });
      },
    );

    app.post(
      '/RemoveOffering',
      {
        schema: {
          tags: ['Company page'],
          summary: 'The manager removes a product or brand of the company',
          body: z.object({ companyId: idRule, offeringId: idRule }),
          response: {
            200: z.object({ removed: z.boolean() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId, offeringId } = request.body;
        const viewer = await requireManager(request, reply, companyId);
        if (!viewer) return reply;
        const removed = await pages.removeOffering({
          companyId,
          offeringId,
          userId: viewer.userId,
          now: context.now(),
        });
        if (!removed)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'request.notFound',
            field: 'offeringId',
          });
        return { removed };
      },
    );

    app.get(
      '/Audit',
      {
        schema: {
          tags: ['Company page'],
          summary:
            'A page of the company page’s edits, newest first, and their number (the company’s managers only)',
          querystring: pageOfCompanyQuery,
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  id: z.int(),
                  userId: z.uuid(),
                  action: z.string(),
                  before: z.unknown(),
                  after: z.unknown(),
                  createdAt: z.iso.datetime(),
                }),
              ),
              totalCount: z.int(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = await requireManager(request, reply, request.query.companyId);
        if (!viewer) return reply;
        const { companyId, ...page } = request.query;
        const { items, totalCount } = await pages.auditOf(companyId, page);
        return {
          items: items.map((row) => ({
            id: row.id,
            userId: row.userId,
            action: row.action,
            before: row.before,
            after: row.after,
            createdAt: row.createdAt.toISOString(),
          })),
          totalCount,
        };
      },
    );

    app.get(
      '/Prefactors',
      {
        schema: {
          tags: ['Company page'],
          summary:
            'A page of the prefactor requests addressed to the company, newest first, with the answers given',
          querystring: pageOfCompanyQuery,
          response: {
            200: z.object({ items: z.array(prefactorSchema), totalCount: z.int() }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = await requireManager(request, reply, request.query.companyId);
        if (!viewer) return reply;
        const { companyId, ...page } = request.query;
        const { items, totalCount } = await pages.prefactorsOf(companyId, page);
        return { items: items.map(prefactorJson), totalCount };
      },
    );

    app.post(
      '/AnswerPrefactor',
      {
        schema: {
          tags: ['Company page'],
          summary:
            'The manager answers a prefactor request addressed to the company (once: a second answer is refused); the request with its answer',
          body: prefactorAnswerRules.extend({ companyId: idRule, requestId: idRule }),
          response: {
            200: prefactorSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId, requestId, answer } = request.body;
        const viewer = await requireManager(request, reply, companyId);
        if (!viewer) return reply;
        const result = await pages.answerPrefactor({
          companyId,
          requestId,
          answer,
          userId: viewer.userId,
          now: context.now(),
        });
        if (result === null)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'request.notFound',
            field: 'requestId',
          });
        if (!result)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_ANSWERED',
            messageKey: 'companyPage.answer.exists',
          });
        return prefactorJson((await pages.prefactorOf(companyId, requestId))!);
      },
    );
  });
};
