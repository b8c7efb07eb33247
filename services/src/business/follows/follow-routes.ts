import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { companies, companyFollows, gazetteEvents } from '../business-data-tables.ts';

const companyIdBody = z.object({
  companyId: z.number({ error: 'id.invalid' }).int('id.invalid').positive('id.invalid').max(2_147_483_647, 'id.invalid'),
});
const followStateSchema = z.object({ companyId: z.number().int(), following: z.boolean(), followerCount: z.number().int() });

async function followState(context: ServiceContext, companyId: number, userId: string | null) {
  const [followers] = await context.db.select({ value: count() }).from(companyFollows).where(eq(companyFollows.companyId, companyId));
  const [own] = userId
    ? await context.db
        .select({ value: count() })
        .from(companyFollows)
        .where(and(eq(companyFollows.companyId, companyId), eq(companyFollows.userId, userId)))
    : [{ value: 0 }];
  return { companyId, following: (own?.value ?? 0) > 0, followerCount: followers?.value ?? 0 };
}

async function companyExists(context: ServiceContext, companyId: number) {
  const [row] = await context.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
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
        response: { 200: followStateSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { companyId } = request.body;
      if (!(await companyExists(context, companyId))) {
        return sendBusinessError(request, reply, { status: 404, code: 'COMPANY_NOT_FOUND', messageKey: 'company.notFound', field: 'companyId' });
      }
      await context.db.insert(companyFollows).values({ userId: viewer.userId, companyId, followedAt: context.now() }).onConflictDoNothing();
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
      await context.db.delete(companyFollows).where(and(eq(companyFollows.userId, viewer.userId), eq(companyFollows.companyId, companyId)));
      return followState(context, companyId, viewer.userId);
    },
  );

  app.get(
    '/v1/Companies/GetFollowState',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Whether the caller follows a company, and how many do',
        querystring: z.object({ companyId: z.coerce.number({ error: 'id.invalid' }).int('id.invalid').positive('id.invalid').max(2_147_483_647, 'id.invalid') }),
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
        querystring: z.object({ limit: z.coerce.number({ error: 'search.pageSize.invalid' }).int().min(1).max(50).default(20) }),
        response: {
          200: z.array(
            z.object({
              id: z.number().int(),
              companyId: z.number().int(),
              kind: z.enum(['ESTABLISHMENT', 'CAPITAL_CHANGE', 'ADDRESS_CHANGE', 'BOARD_CHANGE', 'DISSOLUTION']),
              publishedOn: z.string(),
              noticeNumber: z.string(),
              summary: z.string(),
            }),
          ),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const followed = await context.db.select({ companyId: companyFollows.companyId }).from(companyFollows).where(eq(companyFollows.userId, viewer.userId));
      if (followed.length === 0) return [];
      const rows = await context.db
        .select()
        .from(gazetteEvents)
        .where(inArray(gazetteEvents.companyId, followed.map((row) => row.companyId)))
        .orderBy(desc(gazetteEvents.publishedOn), desc(gazetteEvents.id))
        .limit(request.query.limit);
      return rows.map((row) => ({ id: row.id, companyId: row.companyId, kind: row.kind as 'ESTABLISHMENT', publishedOn: row.publishedOn, noticeNumber: row.noticeNumber, summary: row.summary }));
    },
  );
}
