import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { savedSearchNameRules } from '@rasad/contracts/rules/saved-search-rules.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-routes.ts';
import { deliverSavedSearchDigests, type DigestSender } from './saved-search-matching.ts';
import { savedSearches } from './saved-search-tables.ts';

/** Saved searches a user may keep. */
const savedSearchLimit = 50;
/** How often waiting alert digests are tried (the day's limit is per user, whatever this is). */
const digestIntervalMs = 15 * 60 * 1000;

const name = savedSearchNameRules.shape.name;
/** The advanced search's own filters; paging and order are not part of what is saved. */
const filtersSchema = advancedSearchQuerySchema.transform(
  ({ page: _page, pageSize: _pageSize, sort: _sort, ...filters }) => filters,
);
const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()).describe('The advanced-search query parameters it stands for'),
  screenQuery: z.string().describe('The search screen’s address parameters, to reopen it'),
  createdAt: z.string(),
});

function shape(row: typeof savedSearches.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    screenQuery: row.screenQuery,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Advanced searches saved by name; new and changed companies that match them reach the owner's feed and a daily digest. */
export async function registerSavedSearchRoutes(
  app: ServiceApp,
  context: ServiceContext,
  sendDigest: DigestSender,
) {
  const entitledViewer = (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = requireViewer(request);
    if (entitlementsOf(viewer.packageType).advancedSearch) return viewer;
    sendBusinessError(request, reply, {
      status: 403,
      code: 'FORBIDDEN',
      messageKey: 'savedSearch.forbidden',
    });
    return null;
  };
  const nameTaken = (request: FastifyRequest, reply: FastifyReply) =>
    sendBusinessError(request, reply, {
      status: 409,
      code: 'NAME_TAKEN',
      messageKey: 'savedSearch.name.taken',
      field: 'name',
    });
  const isUniqueViolation = (error: unknown) =>
    (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505';

  app.get(
    '/v1/SavedSearches',
    {
      schema: {
        tags: ['SavedSearches'],
        summary: 'The caller’s saved searches, oldest first',
        response: { 200: z.array(savedSearchSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await context.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, viewer.userId))
        .orderBy(asc(savedSearches.id));
      return rows.map(shape);
    },
  );

  app.post(
    '/v1/SavedSearches/Create',
    {
      schema: {
        tags: ['SavedSearches'],
        summary: 'Save an advanced search under a name (packages with advanced search)',
        body: z.object({
          name,
          filters: filtersSchema,
          screenQuery: z.string().max(2000, 'request.invalid').default(''),
        }),
        response: {
          200: savedSearchSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = entitledViewer(request, reply);
      if (!viewer) return reply;
      const [owned] = await context.db
        .select({ value: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, viewer.userId));
      if ((owned?.value ?? 0) >= savedSearchLimit)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIMIT',
          messageKey: 'savedSearch.limit',
        });
      const stored = await context.db
        .insert(savedSearches)
        .values({
          userId: viewer.userId,
          name: request.body.name,
          filters: request.body.filters as Record<string, unknown>,
          screenQuery: request.body.screenQuery,
          createdAt: context.now(),
        })
        .onConflictDoNothing()
        .returning();
      const [row] = stored;
      return row ? shape(row) : nameTaken(request, reply);
    },
  );

  app.post(
    '/v1/SavedSearches/Rename',
    {
      schema: {
        tags: ['SavedSearches'],
        summary: 'Rename a saved search',
        body: z.object({ id: z.number({ error: 'id.invalid' }).int().positive(), name }),
        response: {
          200: savedSearchSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      try {
        const [row] = await context.db
          .update(savedSearches)
          .set({ name: request.body.name })
          .where(and(eq(savedSearches.id, request.body.id), eq(savedSearches.userId, viewer.userId)))
          .returning();
        if (!row)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'savedSearch.notFound',
            field: 'id',
          });
        return shape(row);
      } catch (error) {
        if (isUniqueViolation(error)) return nameTaken(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/v1/SavedSearches/Delete',
    {
      schema: {
        tags: ['SavedSearches'],
        summary: 'Delete a saved search (the alerts it already gave stay in the feed)',
        body: z.object({ id: z.number({ error: 'id.invalid' }).int().positive() }),
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
      const removed = await context.db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, request.body.id), eq(savedSearches.userId, viewer.userId)))
        .returning({ id: savedSearches.id });
      if (removed.length === 0)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'savedSearch.notFound',
          field: 'id',
        });
      return { id: request.body.id };
    },
  );

  // Matches that arrive after a user's digest of the day wait here for the next day's.
  const timer = setInterval(() => {
    void deliverSavedSearchDigests(context.db, context.now(), sendDigest).catch(() => undefined);
  }, digestIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
