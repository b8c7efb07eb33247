import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-query.ts';
import { advancedSearchCompanyIds } from '../search/advanced-search-repository.ts';
import { companiesCsv } from './company-csv.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { companyListRepository, type CompanyListRow } from './company-list-repository.ts';
import { searchResultsForbidden } from './list-errors.ts';

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

const listView = (list: CompanyListRow, companyIds: number[]) => ({
  id: list.id,
  name: list.name,
  companyIds,
  createdAt: list.createdAt.toISOString(),
});

/**
 * Named lists of companies: create, rename, add, remove, delete, and export as CSV (paid packages), for
 * signed-in users. Registered under `/v1/Lists`.
 */
export const companyListsPlugin: DomainPlugin = async (instance, { context }) => {
  const lists = companyListRepository(context.db);
  const viewOf = async (list: CompanyListRow) => listView(list, await lists.companyIdsOf(list.id));
  const listNotFound = {
    status: 404,
    code: 'LIST_NOT_FOUND',
    messageKey: 'list.notFound',
    field: 'listId',
  } as const;

  await signedInScope(instance, (app) => {
    app.get(
      '/GetLists',
      {
        schema: {
          tags: ['Lists'],
          summary: 'The caller’s lists, oldest first',
          response: { 200: z.array(listSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const owned = await lists.listsOf(viewerOf(request).userId);
        return Promise.all(owned.map(viewOf));
      },
    );

    app.post(
      '/CreateList',
      {
        schema: {
          tags: ['Lists'],
          summary: 'Create a list',
          body: z.object({ name: listName }),
          response: { 200: listSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { userId } = viewerOf(request);
        if ((await lists.countOwned(userId)) >= maximumLists)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIST_LIMIT',
            messageKey: 'list.limit',
            field: 'name',
          });
        const created = await lists.create(userId, request.body.name, context.now());
        if (!created)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIST_NAME_TAKEN',
            messageKey: 'list.name.taken',
            field: 'name',
          });
        return listView(created, []);
      },
    );

    app.post(
      '/RenameList',
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
        const { userId } = viewerOf(request);
        const list = await lists.owned(userId, request.body.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        const holder = await lists.idNamed(userId, request.body.name);
        const renamed =
          holder !== null && holder !== list.id
            ? 'NAME_TAKEN'
            : await lists.rename(list.id, request.body.name);
        if (renamed === 'NAME_TAKEN')
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIST_NAME_TAKEN',
            messageKey: 'list.name.taken',
            field: 'name',
          });
        return viewOf(renamed ?? list);
      },
    );

    app.post(
      '/DeleteList',
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
        const list = await lists.owned(viewerOf(request).userId, request.body.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        await lists.remove(list.id);
        return { deleted: true };
      },
    );

    app.post(
      '/AddCompany',
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
        const list = await lists.owned(viewerOf(request).userId, request.body.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        const { companyId } = request.body;
        if (!(await lists.companyExists(companyId)))
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'COMPANY_NOT_FOUND',
            messageKey: 'company.notFound',
            field: 'companyId',
          });
        if ((await lists.itemCount(list.id)) >= maximumItems)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIST_FULL',
            messageKey: 'list.full',
            field: 'companyId',
          });
        await lists.addCompany(list.id, companyId, context.now());
        return viewOf(list);
      },
    );

    app.post(
      '/RemoveCompany',
      {
        schema: {
          tags: ['Lists'],
          summary: 'Remove a company from a list',
          body: z.object({ listId: id, companyId: id }),
          response: { 200: listSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const list = await lists.owned(viewerOf(request).userId, request.body.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        await lists.removeCompany(list.id, request.body.companyId);
        return viewOf(list);
      },
    );

    app.get(
      '/ExportCsv',
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
        const viewer = viewerOf(request);
        if (!entitlementsOf(viewer.packageType).export)
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'PACKAGE_LIMIT',
            messageKey: 'list.export.forbidden',
          });
        const list = await lists.owned(viewer.userId, request.query.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        const csv = await companiesCsv(context.db, await lists.companyIdsOf(list.id), requestLocale(request));
        return { fileName: `${list.name}.csv`, csv };
      },
    );

    app.post(
      '/AddSearchResults',
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
        const viewer = viewerOf(request);
        const entitled = entitlementsOf(viewer.packageType);
        if (!entitled.advancedSearch) return sendBusinessError(request, reply, searchResultsForbidden);
        const list = await lists.owned(viewer.userId, request.body.listId);
        if (!list) return sendBusinessError(request, reply, listNotFound);
        const room = maximumItems - (await lists.itemCount(list.id));
        if (room <= 0)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'LIST_FULL',
            messageKey: 'list.full',
            field: 'listId',
          });
        // Matches already in the list take no room, so look as far as the package allows and keep the first that fit.
        const matches = await advancedSearchCompanyIds(
          context.db,
          request.body.search,
          entitled.searchResults,
        );
        const present = new Set(await lists.companyIdsOf(list.id));
        const fresh = matches.filter((companyId) => !present.has(companyId)).slice(0, room);
        const added = await lists.addCompanies(list.id, fresh, context.now());
        return { ...(await viewOf(list)), added };
      },
    );
  });
};
