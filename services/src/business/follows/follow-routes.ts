import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { companies, companyFollows, followFeedViews, gazetteEvents } from '../business-data-tables.ts';

const companyIdBody = z.object({
  companyId: z
    .number({ error: 'id.invalid' })
    .int('id.invalid')
    .positive('id.invalid')
    .max(2_147_483_647, 'id.invalid'),
});
const followStateSchema = z.object({
  companyId: z.number().int(),
  following: z.boolean(),
  followerCount: z.number().int(),
});

async function followState(context: ServiceContext, companyId: number, userId: string | null) {
  const [followers] = await context.db
    .select({ value: count() })
    .from(companyFollows)
    .where(eq(companyFollows.companyId, companyId));
  const [own] = userId
    ? await context.db
        .select({ value: count() })
        .from(companyFollows)
        .where(and(eq(companyFollows.companyId, companyId), eq(companyFollows.userId, userId)))
    : [{ value: 0 }];
  return { companyId, following: (own?.value ?? 0) > 0, followerCount: followers?.value ?? 0 };
}

async function companyExists(context: ServiceContext, companyId: number) {
  const [row] = await context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}

async function newestFollowedEventId(context: ServiceContext, userId: string) {
  const [newest] = await context.db
    .select({ id: max(gazetteEvents.id) })
    .from(gazetteEvents)
    .innerJoin(
      companyFollows,
      and(eq(companyFollows.companyId, gazetteEvents.companyId), eq(companyFollows.userId, userId)),
    );
  return newest?.id ?? 0;
}

/** Following companies and the feed of their gazette notices. */
export async function registerFollowRoutes(app: ServiceApp, context: ServiceContext) {
  app.post(
    '/v1/Companies/FollowCompany',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Follow a company (signed-in users); following twice changes nothing',
        body: companyIdBody,
        response: {
          200: followStateSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { companyId } = request.body;
      if (!(await companyExists(context, companyId))) {
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      }
      await context.db
        .insert(companyFollows)
        .values({ userId: viewer.userId, companyId, followedAt: context.now() })
        .onConflictDoNothing();
      return followState(context, companyId, viewer.userId);
    },
  );

  app.post(
    '/v1/Companies/UnfollowCompany',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Stop following a company',
        body: companyIdBody,
        response: { 200: followStateSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { companyId } = request.body;
      await context.db
        .delete(companyFollows)
        .where(and(eq(companyFollows.userId, viewer.userId), eq(companyFollows.companyId, companyId)));
      return followState(context, companyId, viewer.userId);
    },
  );

  app.get(
    '/v1/Companies/GetFollowState',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Whether the caller follows a company, and how many do',
        querystring: z.object({
          companyId: z.coerce
            .number({ error: 'id.invalid' })
            .int('id.invalid')
            .positive('id.invalid')
            .max(2_147_483_647, 'id.invalid'),
        }),
        response: { 200: followStateSchema, 400: errorBodySchema },
      },
    },
    async (request) => followState(context, request.query.companyId, request.viewer?.userId ?? null),
  );

  app.get(
    '/v1/Companies/GetFollowFeed',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Newest gazette notices of the companies the caller follows',
        querystring: z.object({
          limit: z.coerce.number({ error: 'search.pageSize.invalid' }).int().min(1).max(50).default(20),
          offset: z.coerce.number({ error: 'search.page.invalid' }).int().min(0).max(100_000).default(0),
        }),
        response: {
          200: z.array(
            z.object({
              id: z.number().int(),
              companyId: z.number().int(),
              kind: z.enum([
                'ESTABLISHMENT',
                'CAPITAL_CHANGE',
                'ADDRESS_CHANGE',
                'BOARD_CHANGE',
                'DISSOLUTION',
              ]),
              publishedOn: z.string(),
              noticeNumber: z.string(),
              summary: z.string(),
              isNew: z
                .boolean()
                .describe('Arrived, or its company was followed, since the caller last marked the feed seen'),
            }),
          ),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const [followed, [seen]] = await Promise.all([
        context.db
          .select({ companyId: companyFollows.companyId, followedAt: companyFollows.followedAt })
          .from(companyFollows)
          .where(eq(companyFollows.userId, viewer.userId)),
        context.db.select().from(followFeedViews).where(eq(followFeedViews.userId, viewer.userId)),
      ]);
      if (followed.length === 0) return [];
      const followedAt = new Map(followed.map((row) => [row.companyId, row.followedAt]));
      const isNew = (event: { id: number; companyId: number }) =>
        !seen ||
        event.id > seen.lastSeenEventId ||
        (followedAt.get(event.companyId) ?? seen.lastSeenAt) > seen.lastSeenAt;
      const rows = await context.db
        .select()
        .from(gazetteEvents)
        .where(
          inArray(
            gazetteEvents.companyId,
            followed.map((row) => row.companyId),
          ),
        )
        .orderBy(desc(gazetteEvents.publishedOn), desc(gazetteEvents.id))
        .limit(request.query.limit)
        .offset(request.query.offset);
      return rows.map((row) => ({
        id: row.id,
        companyId: row.companyId,
        kind: row.kind as 'ESTABLISHMENT',
        publishedOn: row.publishedOn,
        noticeNumber: row.noticeNumber,
        summary: row.summary,
        isNew: isNew(row),
      }));
    },
  );

  app.post(
    '/v1/Companies/MarkFollowFeedSeen',
    {
      schema: {
        tags: ['Companies'],
        summary:
          'Remember that the caller has seen the feed up to an event (by default every event so far); later events show as new',
        body: z.object({
          lastEventId: z
            .number({ error: 'feed.seen.invalid' })
            .int('feed.seen.invalid')
            .min(0, 'feed.seen.invalid')
            .max(2_147_483_647, 'feed.seen.invalid')
            .optional()
            .describe('The newest event id shown; left out, the newest event of the followed companies now'),
        }),
        response: {
          200: z.object({ lastSeenAt: z.string(), lastSeenEventId: z.number().int() }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lastEventId = request.body.lastEventId ?? (await newestFollowedEventId(context, viewer.userId));
      const [stored] = await context.db
        .insert(followFeedViews)
        .values({ userId: viewer.userId, lastSeenAt: context.now(), lastSeenEventId: lastEventId })
        .onConflictDoUpdate({
          target: followFeedViews.userId,
          // An older tab marking the feed seen must not bring back events a newer one already showed.
          set: {
            lastSeenAt: sql`excluded.last_seen_at`,
            lastSeenEventId: sql`greatest(${followFeedViews.lastSeenEventId}, excluded.last_seen_event_id)`,
          },
        })
        .returning();
      if (!stored) throw new Error('an upsert returns its row');
      return { lastSeenAt: stored.lastSeenAt.toISOString(), lastSeenEventId: stored.lastSeenEventId };
    },
  );
}
