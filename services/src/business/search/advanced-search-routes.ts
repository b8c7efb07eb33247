import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { capabilityGate, capabilityGateSchema, openableGates } from '../gating/capability-gate.ts';
import { hsChapterTitlesFa } from '@rasad/contracts/hs-chapter-titles-fa.ts';
import { advancedSearchQuerySchema } from './advanced-search-query.ts';
import { advancedSearchRepository } from './advanced-search-repository.ts';

// Company lists and saved searches import these from here; they live in the query and repository modules.

const facetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }));

/** The advanced search over companies, with counts per filter value; registered under `/v3/Search`. */
export const advancedSearchPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const advancedSearch = advancedSearchRepository(context.db);
  app.get(
    '/Advanced',
    {
      schema: {
        tags: ['Search'],
        summary:
          'Companies by province, city, industry, legal form, status, capital, registration date, trade and HS code, with counts per filter value (each facet counted without its own filter)',
        querystring: advancedSearchQuerySchema,
        response: {
          200: z.object({
            totalCount: z.number().int(),
            visibleCount: z
              .number()
              .int()
              .describe(
                'How many of them the caller’s package may page through (none without advanced search)',
              ),
            companyIds: z
              .array(z.number().int())
              .describe('This page, in the requested order; empty without advanced search'),
            gated: z
              .array(capabilityGateSchema)
              .describe('advancedSearch when the caller’s package only shows the counts'),
            facets: z.object({
              province: facetSchema,
              city: facetSchema.describe(
                'Cities of the chosen province (the 30 with most matches when no province is chosen)',
              ),
              legalForm: facetSchema,
              status: facetSchema,
              industry: facetSchema,
              trade: facetSchema.describe('IMPORT, EXPORT and ANY'),
              hsChapter: facetSchema.describe('Two-digit HS chapters traded or made, most matches first'),
            }),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const english = requestLocale(request) === 'en-US';
      const entitled = entitlementsOf(request.viewer?.packageType ?? null);
      // Without advanced search the caller sees how many companies match, not which.
      const limit = entitled.advancedSearch ? entitled.searchResults : 0;
      const offset = (query.page - 1) * query.pageSize;
      const pageSize = Math.max(Math.min(query.pageSize, limit - offset), 0);
      const found = await advancedSearch.page(query, { english, pageSize, offset });
      return {
        totalCount: found.total,
        visibleCount: Math.min(found.total, limit),
        companyIds: found.companyIds,
        gated: openableGates([!entitled.advancedSearch && capabilityGate('advancedSearch')]),
        facets: {
          province: found.province,
          city: found.city,
          legalForm: found.legalForm.map((row) => ({ ...row, label: row.value })),
          status: found.status.map((row) => ({ ...row, label: row.value })),
          industry: found.industry,
          trade: [
            { value: 'IMPORT', label: 'IMPORT', count: found.trade.imports },
            { value: 'EXPORT', label: 'EXPORT', count: found.trade.exports },
            { value: 'ANY', label: 'ANY', count: found.trade.any },
          ],
          hsChapter: found.hsChapter.map((row) => ({
            value: row.value,
            label: (english ? row.label : hsChapterTitlesFa[row.value]) ?? row.label ?? row.value,
            count: row.count,
          })),
        },
      };
    },
  );
};
