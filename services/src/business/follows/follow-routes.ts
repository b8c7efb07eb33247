import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { gazetteEventKinds } from '../business-fixed-sets.ts';
import { visibleNotice } from '../gating/visible-changes.ts';
import { followRepository } from './follow-repository.ts';

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

/** Following companies and the feed of their gazette notices. Registered under `/v1/Companies`. */
export const followsPlugin: DomainPlugin = async (instance, { context }) => {
  const follows = followRepository(context.db);

  instance.withTypeProvider<ZodTypeProvider>().get(
    '/GetFollowState',
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
    async (request) => follows.state(request.query.companyId, request.viewer?.userId ?? null),
  );

  await signedInScope(instance, (app) => {
    app.post(
      '/FollowCompany',
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
        const { userId } = viewerOf(request);
        const { companyId } = request.body;
        if (!(await follows.companyExists(companyId))) {
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COMPANY_NOT_FOUND',
            messageKey: 'company.notFound',
            field: 'companyId',
          });
        }
        await follows.follow(userId, companyId, context.now());
        return follows.state(companyId, userId);
      },
    );

    app.post(
      '/UnfollowCompany',
      {
        schema: {
          tags: ['Companies'],
          summary: 'Stop following a company',
          body: companyIdBody,
          response: { 200: followStateSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { userId } = viewerOf(request);
        await follows.unfollow(userId, request.body.companyId);
        return follows.state(request.body.companyId, userId);
      },
    );

    app.get(
      '/GetFollowFeed',
      {
        schema: {
          tags: ['Companies'],
          summary:
            'Newest gazette notices of the companies the caller follows, as many of each company as the caller’s package shows',
          querystring: z.object({
            limit: z.coerce.number({ error: 'search.pageSize.invalid' }).int().min(1).max(50).default(20),
            offset: z.coerce.number({ error: 'search.page.invalid' }).int().min(0).max(100_000).default(0),
          }),
          response: {
            200: z.array(
              z.object({
                id: z.number().int(),
                companyId: z.number().int(),
                kind: z.enum(gazetteEventKinds),
                publishedOn: z.string(),
                noticeNumber: z.string(),
                summary: z.string(),
                isNew: z
                  .boolean()
                  .describe(
                    'Arrived, or its company was followed, since the caller last marked the feed seen',
                  ),
              }),
            ),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { userId, packageType } = viewerOf(request);
        const locale = requestLocale(request);
        const [followed, seen] = await Promise.all([follows.followed(userId), follows.feedView(userId)]);
        if (followed.length === 0) return [];
        const followedAt = new Map(followed.map((row) => [row.companyId, row.followedAt]));
        const isNew = (event: { id: number; companyId: number }) =>
          !seen ||
          event.id > seen.lastSeenEventId ||
          (followedAt.get(event.companyId) ?? seen.lastSeenAt) > seen.lastSeenAt;
        const rows = await follows.noticesOf(
          followed.map((row) => row.companyId),
          packageType,
          request.query.limit,
          request.query.offset,
        );
        return rows.map((row) =>
          visibleNotice(
            {
              id: row.id,
              companyId: row.companyId,
              kind: row.kind,
              publishedOn: row.publishedOn,
              noticeNumber: row.noticeNumber,
              summary: row.summary,
              isNew: isNew(row),
            },
            packageType,
            locale,
          ),
        );
      },
    );

    app.post(
      '/MarkFollowFeedSeen',
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
              .describe(
                'The newest event id shown; left out, the newest event of the followed companies now',
              ),
          }),
          response: {
            200: z.object({ lastSeenAt: z.string(), lastSeenEventId: z.number().int() }),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { userId } = viewerOf(request);
        const lastEventId = request.body.lastEventId ?? (await follows.newestFollowedEventId(userId));
        const stored = await follows.markFeedSeen(userId, context.now(), lastEventId);
        return { lastSeenAt: stored.lastSeenAt.toISOString(), lastSeenEventId: stored.lastSeenEventId };
      },
    );
  });
};
