import { z } from 'zod';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { advancedSearchQuerySchema } from '../search/advanced-search-query.ts';
import { advancedSearchCompanyIds } from '../search/advanced-search-repository.ts';
import { companiesCsv } from './company-csv.ts';
import { searchResultsForbidden } from './list-errors.ts';

/** An advanced search's matches as CSV (signed-in users of packages with export). Registered under `/v3/Search`. */
export const searchResultsExportPlugin: DomainPlugin = async (instance, { context }) => {
  await signedInScope(instance, (app) => {
    app.get(
      '/AdvancedExportCsv',
      {
        schema: {
          tags: ['Lists'],
          summary:
            'An advanced search’s matches as CSV, as far as the package may page; packages with export',
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
        const viewer = viewerOf(request);
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
  });
};
