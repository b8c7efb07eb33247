import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { savedSearchNameRules } from '@rasad/contracts/rules/saved-search-rules.ts';
import { signedInScope, viewerOf, type DomainPluginOptions } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-query.ts';
import { deliverSavedSearchDigests, type DigestSender } from './saved-search-matching.ts';
import { savedSearchRepository, type SavedSearchRow } from './saved-search-repository.ts';

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

function shape(row: SavedSearchRow) {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    screenQuery: row.screenQuery,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Advanced searches saved by name; new and changed companies that match them reach the owner's feed and a
 * daily digest (sent with `sendDigest`). Registered under `/v1/SavedSearches`.
 */
export async function savedSearchesPlugin(
  instance: FastifyInstance,
  { context, sendDigest }: DomainPluginOptions & { sendDigest: DigestSender },
) {
  const searches = savedSearchRepository(context.db);
  const entitledViewer = (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = viewerOf(request);
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

  await signedInScope(instance, (app) => {
    app.get(
      '',
      {
        schema: {
          tags: ['SavedSearches'],
          summary: 'The caller’s saved searches, oldest first',
          response: { 200: z.array(savedSearchSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await searches.list(viewerOf(request).userId);
        return rows.map(shape);
      },
    );

    app.post(
      '/Create',
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
        if ((await searches.countOwned(viewer.userId)) >= savedSearchLimit)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIMIT',
            messageKey: 'savedSearch.limit',
          });
        const row = await searches.create({
          userId: viewer.userId,
          name: request.body.name,
          filters: request.body.filters as Record<string, unknown>,
          screenQuery: request.body.screenQuery,
          createdAt: context.now(),
        });
        return row ? shape(row) : nameTaken(request, reply);
      },
    );

    app.post(
      '/Rename',
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
        const row = await searches.rename(viewerOf(request).userId, request.body.id, request.body.name);
        if (row === 'NAME_TAKEN') return nameTaken(request, reply);
        if (!row)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'savedSearch.notFound',
            field: 'id',
          });
        return shape(row);
      },
    );

    app.post(
      '/Delete',
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
        if (!(await searches.remove(viewerOf(request).userId, request.body.id)))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'savedSearch.notFound',
            field: 'id',
          });
        return { id: request.body.id };
      },
    );
  });

  // Matches that arrive after a user's digest of the day wait here for the next day's.
  const timer = setInterval(() => {
    void deliverSavedSearchDigests(context.db, context.now(), sendDigest).catch(() => undefined);
  }, digestIntervalMs);
  timer.unref();
  instance.addHook('onClose', async () => clearInterval(timer));
}
