import { z } from 'zod';
import { followedIdentifierKinds, readFollowedIdentifier } from '@rasad/contracts/followed-identifiers.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { visibleNotice } from '../gating/visible-changes.ts';
import { trackingRepository } from './tracking-repository.ts';
import { changeSchema, page, positiveId } from './tracking-schemas.ts';

const identifierSchema = z.object({
  id: z.number().int(),
  kind: z.enum(followedIdentifierKinds),
  label: z.string(),
  createdAt: z.string(),
});

/**
 * The tracking feed, and following identifiers no company may have yet (signed-in users). Registered under
 * `/v1/Tracking`.
 */
export const trackingPlugin: DomainPlugin = async (instance, { context }) => {
  const tracking = trackingRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/GetFeed',
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
                    .object({
                      id: z.number().int(),
                      kind: z.enum(followedIdentifierKinds),
                      label: z.string(),
                    })
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
        const { userId, packageType } = viewerOf(request);
        const [feed, lastSeenAt] = await Promise.all([
          tracking.feed({ userId, packageType }, request.query.limit, request.query.offset),
          tracking.feedLastSeenAt(userId),
        ]);
        const locale = requestLocale(request);
        return {
          total: feed.total,
          entries: feed.entries.map((entry) => ({
            ...entry,
            change: entry.change && {
              ...entry.change,
              notice: entry.change.notice && visibleNotice(entry.change.notice, packageType, locale),
            },
            isNew: !lastSeenAt || new Date(entry.occurredAt) > lastSeenAt,
          })),
        };
      },
    );

    app.get(
      '/GetIdentifierFollows',
      {
        schema: {
          tags: ['Tracking'],
          summary: 'The national IDs, postal codes and brands the caller follows, oldest first',
          response: { 200: z.array(identifierSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await tracking.identifierFollowsOf(viewerOf(request).userId);
        return rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          label: row.label,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    );

    app.post(
      '/FollowIdentifier',
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
              matchedCompanyIds: z
                .array(z.number().int())
                .describe('Companies that have it now, now followed'),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
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
        const { follow, matchedCompanyIds } = await tracking.followIdentifier({
          userId: viewerOf(request).userId,
          kind,
          value,
          label: read.value,
          createdAt: context.now(),
        });
        return {
          id: follow.id,
          kind: follow.kind,
          label: follow.label,
          createdAt: follow.createdAt.toISOString(),
          matchedCompanyIds,
        };
      },
    );

    app.post(
      '/UnfollowIdentifier',
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
        if (!(await tracking.unfollowIdentifier(viewerOf(request).userId, request.body.id)))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'identifier.notFound',
            field: 'id',
          });
        return { id: request.body.id };
      },
    );
  });
};
