import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { followedIdentifierKinds, readFollowedIdentifier } from '@rasad/contracts/followed-identifiers.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { companies, companyFollows, followFeedViews } from '../business-data-tables.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import { companiesWithIdentifier } from './company-change-tracking.ts';
import { companyTimeline, trackingFeed } from './tracking-repository.ts';
import { identifierFollows } from './tracking-tables.ts';

const positiveId = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
const page = {
  limit: z.coerce.number({ error: 'search.pageSize.invalid' }).int().min(1).max(50).default(20),
  offset: z.coerce.number({ error: 'search.page.invalid' }).int().min(0).max(100_000).default(0),
};

const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['ESTABLISHMENT', 'CAPITAL_CHANGE', 'ADDRESS_CHANGE', 'BOARD_CHANGE', 'DISSOLUTION']),
  publishedOn: z.string(),
  noticeNumber: z.string(),
  summary: z.string(),
});
const changeSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    field: z.enum(['CAPITAL', 'ADDRESS', 'BOARD', 'STATUS']),
    role: z.enum(['CEO', 'CHAIR', 'BOARD_MEMBER', 'SIGNATORY']).nullable(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    changedOn: z.string(),
    notice: noticeSchema.nullable().describe('The gazette notice that announced it, when known'),
  })
  .describe(
    'A tracked field before → after (capital in rials, status as its code, board: who left → who joined)',
  );

const identifierSchema = z.object({
  id: z.number().int(),
  kind: z.enum(followedIdentifierKinds),
  label: z.string(),
  createdAt: z.string(),
});

/** Company timelines, the tracking feed, and following identifiers no company may have yet. */
export async function registerTrackingRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v1/Companies/GetTimeline',
    {
      schema: {
        tags: ['Companies'],
        summary: 'A company’s gazette notices, recorded changes and customs activity, newest first',
        description:
          'Gazette notices as many as the caller’s package shows (as on the company page); customs activity per Solar Hijri year and direction, dated at its Nowruz.',
        querystring: z.object({ companyId: positiveId, ...page }),
        response: {
          200: z.object({
            total: z.number().int(),
            entries: z.array(
              z.object({
                kind: z.enum(['NOTICE', 'CHANGE', 'CUSTOMS']),
                key: z.string(),
                occurredOn: z.string(),
                notice: noticeSchema.nullable(),
                change: changeSchema.nullable(),
                customs: z
                  .object({
                    year: z.number().int(),
                    direction: z.enum(['IMPORT', 'EXPORT']),
                    valueUsd: z.number(),
                    records: z.number().int(),
                  })
                  .nullable(),
              }),
            ),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId, limit, offset } = request.query;
      const [company] = await context.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      const gazetteLimit =
        entitlementsOf(request.viewer?.packageType ?? null).gazetteHistory ?? 2_147_483_647;
      return companyTimeline(context.db, companyId, gazetteLimit, limit, offset);
    },
  );

  app.get(
    '/v1/Tracking/GetFeed',
    {
      schema: {
        tags: ['Tracking'],
        summary:
          'Changes of followed companies, companies caught by followed identifiers and saved-search matches, newest first',
        querystring: z.object(page),
        response: {
          200: z.object({
            total: z.number().int(),
            entries: z.array(
              z.object({
                key: z.string(),
                kind: z.enum(['COMPANY_CHANGE', 'IDENTIFIER_MATCHED', 'SAVED_SEARCH_MATCH']),
                companyId: z.number().int(),
                occurredAt: z.string(),
                change: changeSchema.nullable(),
                identifier: z
                  .object({ id: z.number().int(), kind: z.enum(followedIdentifierKinds), label: z.string() })
                  .nullable(),
                savedSearch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
                isNew: z.boolean().describe('Arrived since the caller last marked the feed seen'),
              }),
            ),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const [feed, [seen]] = await Promise.all([
        trackingFeed(context.db, viewer.userId, request.query.limit, request.query.offset),
        context.db
          .select({ lastSeenAt: followFeedViews.lastSeenAt })
          .from(followFeedViews)
          .where(eq(followFeedViews.userId, viewer.userId)),
      ]);
      return {
        total: feed.total,
        entries: feed.entries.map((entry) => ({
          ...entry,
          isNew: !seen || new Date(entry.occurredAt) > seen.lastSeenAt,
        })),
      };
    },
  );

  app.get(
    '/v1/Tracking/GetIdentifierFollows',
    {
      schema: {
        tags: ['Tracking'],
        summary: 'The national IDs, postal codes and brands the caller follows, oldest first',
        response: { 200: z.array(identifierSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await context.db
        .select()
        .from(identifierFollows)
        .where(eq(identifierFollows.userId, viewer.userId))
        .orderBy(asc(identifierFollows.id));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as 'BRAND',
        label: row.label,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/v1/Tracking/FollowIdentifier',
    {
      schema: {
        tags: ['Tracking'],
        summary:
          'Follow a national ID, postal code or brand: the companies that have it now and every one loaded later are followed',
        body: z.object({
          kind: z.enum(followedIdentifierKinds, { error: 'identifier.kind.invalid' }),
          value: z.string({ error: 'identifier.brand.invalid' }).max(200, 'identifier.brand.tooLong'),
        }),
        response: {
          200: identifierSchema.extend({
            matchedCompanyIds: z.array(z.number().int()).describe('Companies that have it now, now followed'),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { kind } = request.body;
      const read = readFollowedIdentifier(kind, request.body.value);
      if ('error' in read)
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'VALIDATION',
          messageKey: read.error,
          field: 'value',
        });
      const value = kind === 'BRAND' ? normalisePersian(read.value) : read.value;
      const now = context.now();
      return context.db.transaction(async (tx) => {
        await tx
          .insert(identifierFollows)
          .values({ userId: viewer.userId, kind, value, label: read.value, createdAt: now })
          .onConflictDoNothing();
        const [follow] = await tx
          .select()
          .from(identifierFollows)
          .where(
            and(
              eq(identifierFollows.userId, viewer.userId),
              eq(identifierFollows.kind, kind),
              eq(identifierFollows.value, value),
            ),
          );
        if (!follow) throw new Error('the follow was just stored');
        const matched = await companiesWithIdentifier(tx as never, kind, value);
        for (const companyId of matched) {
          await tx
            .insert(companyFollows)
            .values({ userId: viewer.userId, companyId, followedAt: now })
            .onConflictDoNothing();
        }
        return {
          id: follow.id,
          kind: follow.kind as 'BRAND',
          label: follow.label,
          createdAt: follow.createdAt.toISOString(),
          matchedCompanyIds: matched,
        };
      });
    },
  );

  app.post(
    '/v1/Tracking/UnfollowIdentifier',
    {
      schema: {
        tags: ['Tracking'],
        summary: 'Stop following an identifier (the companies it caught stay followed)',
        body: z.object({ id: positiveId }),
        response: {
          200: z.object({ id: z.number().int() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // Feed entries it produced stay (their link to it is set null by the foreign key).
      const removed = await context.db
        .delete(identifierFollows)
        .where(and(eq(identifierFollows.id, request.body.id), eq(identifierFollows.userId, viewer.userId)))
        .returning({ id: identifierFollows.id });
      if (removed.length === 0)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'identifier.notFound',
          field: 'id',
        });
      return { id: request.body.id };
    },
  );
}
