import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { companies, companyListItems, companyLists } from '../business-data-tables.ts';
import { advancedSearchCompanyIds, advancedSearchQuerySchema } from '../search/advanced-search-routes.ts';
import { companiesCsv } from './company-csv.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';

const listSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyIds: z.array(z.number().int()),
  createdAt: z.string(),
});
const listName = z
  .string({ error: 'list.name.required' })
  .trim()
  .min(1, 'list.name.required')
  .max(80, 'list.name.tooLong');
const id = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
/** Lists a user may keep, and companies per list. */
const maximumLists = 50;
const maximumItems = 500;

async function ownedList(context: ServiceContext, userId: string, listId: number) {
  const [list] = await context.db
    .select()
    .from(companyLists)
    .where(and(eq(companyLists.id, listId), eq(companyLists.userId, userId)));
  return list ?? null;
}

async function listView(context: ServiceContext, list: typeof companyLists.$inferSelect) {
  const items = await context.db
    .select({ companyId: companyListItems.companyId })
    .from(companyListItems)
    .where(eq(companyListItems.listId, list.id))
    .orderBy(asc(companyListItems.addedAt));
  return {
    id: list.id,
    name: list.name,
    companyIds: items.map((item) => item.companyId),
    createdAt: list.createdAt.toISOString(),
  };
}

/** Named lists of companies: create, rename, add, remove, delete, and export as CSV (paid packages). */
export async function registerCompanyListRoutes(app: ServiceApp, context: ServiceContext) {
  const listNotFound = {
    status: 404,
    code: 'LIST_NOT_FOUND',
    messageKey: 'list.notFound',
    field: 'listId',
  } as const;

  app.get(
    '/v1/Lists/GetLists',
    {
      schema: {
        tags: ['Lists'],
        summary: 'The caller’s lists, oldest first',
        response: { 200: z.array(listSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const lists = await context.db
        .select()
        .from(companyLists)
        .where(eq(companyLists.userId, viewer.userId))
        .orderBy(asc(companyLists.createdAt), asc(companyLists.id));
      return Promise.all(lists.map((list) => listView(context, list)));
    },
  );

  app.post(
    '/v1/Lists/CreateList',
    {
      schema: {
        tags: ['Lists'],
        summary: 'Create a list',
        body: z.object({ name: listName }),
        response: { 200: listSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [owned] = await context.db
        .select({ value: count() })
        .from(companyLists)
        .where(eq(companyLists.userId, viewer.userId));
      if ((owned?.value ?? 0) >= maximumLists)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIST_LIMIT',
          messageKey: 'list.limit',
          field: 'name',
        });
      const [created] = await context.db
        .insert(companyLists)
        .values({ userId: viewer.userId, name: request.body.name, createdAt: context.now() })
        .onConflictDoNothing()
        .returning();
      if (!created)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIST_NAME_TAKEN',
          messageKey: 'list.name.taken',
          field: 'name',
        });
      return listView(context, created);
    },
  );

  app.post(
    '/v1/Lists/RenameList',
    {
      schema: {
        tags: ['Lists'],
        summary: 'Rename a list',
        body: z.object({ listId: id, name: listName }),
        response: {
          200: listSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const list = await ownedList(context, viewer.userId, request.body.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      const [clash] = await context.db
        .select({ id: companyLists.id })
        .from(companyLists)
        .where(and(eq(companyLists.userId, viewer.userId), eq(companyLists.name, request.body.name)));
      if (clash && clash.id !== list.id)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIST_NAME_TAKEN',
          messageKey: 'list.name.taken',
          field: 'name',
        });
      const [renamed] = await context.db
        .update(companyLists)
        .set({ name: request.body.name })
        .where(eq(companyLists.id, list.id))
        .returning();
      return listView(context, renamed ?? list);
    },
  );

  app.post(
    '/v1/Lists/DeleteList',
    {
      schema: {
        tags: ['Lists'],
        summary: 'Delete a list',
        body: z.object({ listId: id }),
        response: {
          200: z.object({ deleted: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const list = await ownedList(context, viewer.userId, request.body.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      await context.db.delete(companyLists).where(eq(companyLists.id, list.id));
      return { deleted: true };
    },
  );

  app.post(
    '/v1/Lists/AddCompany',
    {
      schema: {
        tags: ['Lists'],
        summary: 'Add a company to a list; adding it twice keeps one entry',
        body: z.object({ listId: id, companyId: id }),
        response: {
          200: listSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const list = await ownedList(context, viewer.userId, request.body.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      const [company] = await context.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.body.companyId));
      if (!company)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      const [items] = await context.db
        .select({ value: count() })
        .from(companyListItems)
        .where(eq(companyListItems.listId, list.id));
      if ((items?.value ?? 0) >= maximumItems)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIST_FULL',
          messageKey: 'list.full',
          field: 'companyId',
        });
      await context.db
        .insert(companyListItems)
        .values({ listId: list.id, companyId: company.id, addedAt: context.now() })
        .onConflictDoNothing();
      return listView(context, list);
    },
  );

  app.post(
    '/v1/Lists/RemoveCompany',
    {
      schema: {
        tags: ['Lists'],
        summary: 'Remove a company from a list',
        body: z.object({ listId: id, companyId: id }),
        response: { 200: listSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const list = await ownedList(context, viewer.userId, request.body.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      await context.db
        .delete(companyListItems)
        .where(
          and(eq(companyListItems.listId, list.id), eq(companyListItems.companyId, request.body.companyId)),
        );
      return listView(context, list);
    },
  );

  app.get(
    '/v1/Lists/ExportCsv',
    {
      schema: {
        tags: ['Lists'],
        summary: 'A list as CSV (UTF-8 with BOM, for Excel); BASIC and above',
        querystring: z.object({
          listId: z.coerce
            .number({ error: 'id.invalid' })
            .int('id.invalid')
            .positive('id.invalid')
            .max(2_147_483_647, 'id.invalid'),
        }),
        response: {
          200: z.object({ fileName: z.string(), csv: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!entitlementsOf(viewer.packageType).export)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'PACKAGE_LIMIT',
          messageKey: 'list.export.forbidden',
        });
      const list = await ownedList(context, viewer.userId, request.query.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      const items = await context.db
        .select({ companyId: companyListItems.companyId })
        .from(companyListItems)
        .where(eq(companyListItems.listId, list.id))
        .orderBy(asc(companyListItems.addedAt));
      const csv = await companiesCsv(
        context.db,
        items.map((item) => item.companyId),
        requestLocale(request),
      );
      return { fileName: `${list.name}.csv`, csv };
    },
  );

  const searchResultsForbidden = {
    status: 403,
    code: 'PACKAGE_LIMIT',
    messageKey: 'list.searchResults.forbidden',
  } as const;

  app.post(
    '/v1/Lists/AddSearchResults',
    {
      schema: {
        tags: ['Lists'],
        summary:
          'Add an advanced search’s matches to a list, in its order, as far as the package may page and the list holds',
        body: z.object({
          listId: id,
          search: advancedSearchQuerySchema.describe('The advanced search (page ignored)'),
        }),
        response: {
          200: listSchema.extend({
            added: z.number().int().describe('Companies that were not in the list yet'),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const entitled = entitlementsOf(viewer.packageType);
      if (!entitled.advancedSearch) return sendBusinessError(request, reply, searchResultsForbidden);
      const list = await ownedList(context, viewer.userId, request.body.listId);
      if (!list) return sendBusinessError(request, reply, listNotFound);
      const [items] = await context.db
        .select({ value: count() })
        .from(companyListItems)
        .where(eq(companyListItems.listId, list.id));
      const room = maximumItems - (items?.value ?? 0);
      if (room <= 0)
        return sendBusinessError(request, reply, {
          status: 409,
          code: 'LIST_FULL',
          messageKey: 'list.full',
          field: 'listId',
        });
      // Matches already in the list take no room, so look as far as the package allows and keep the first that fit.
      const matches = await advancedSearchCompanyIds(context.db, request.body.search, entitled.searchResults);
      const present = new Set(
        (
          await context.db
            .select({ companyId: companyListItems.companyId })
            .from(companyListItems)
            .where(eq(companyListItems.listId, list.id))
        ).map((item) => item.companyId),
      );
      const now = context.now();
      const fresh = matches.filter((companyId) => !present.has(companyId)).slice(0, room);
      const added =
        fresh.length === 0
          ? []
          : await context.db
              .insert(companyListItems)
              .values(
                fresh.map((companyId, index) => ({
                  listId: list.id,
                  companyId,
                  // One millisecond apart, so the list keeps the search's order.
                  addedAt: new Date(now.getTime() + index),
                })),
              )
              .onConflictDoNothing()
              .returning({ companyId: companyListItems.companyId });
      return { ...(await listView(context, list)), added: added.length };
    },
  );

  app.get(
    '/v3/Search/AdvancedExportCsv',
    {
      schema: {
        tags: ['Lists'],
        summary: 'An advanced search’s matches as CSV, as far as the package may page; packages with export',
        querystring: advancedSearchQuerySchema,
        response: {
          200: z.object({ fileName: z.string(), csv: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const entitled = entitlementsOf(viewer.packageType);
      if (!entitled.advancedSearch) return sendBusinessError(request, reply, searchResultsForbidden);
      if (!entitled.export)
        return sendBusinessError(request, reply, {
          status: 403,
          code: 'PACKAGE_LIMIT',
          messageKey: 'list.export.forbidden',
        });
      const locale = requestLocale(request);
      const matches = await advancedSearchCompanyIds(context.db, request.query, entitled.searchResults);
      return {
        fileName: locale === 'fa-IR' ? 'نتایج-جست‌وجوی-پیشرفته.csv' : 'advanced-search-results.csv',
        csv: await companiesCsv(context.db, matches, locale),
      };
    },
  );
}
