import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchTextMaxLength } from '@rasad/contracts/rules/search-text-rules.ts';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { countCap, searchRepository, typoCandidateCap } from './search-repository.ts';
import { searchPaging } from './search-paging.ts';
import { runSearch, searchTypes } from './simple-search.ts';
import { companySummarySchema } from '../companies/company-summaries.ts';
import { companySummaryRepository } from '../companies/company-summary-repository.ts';
import { loadPersonSummaries, personSummarySchema } from '../persons/person-summaries.ts';

const searchHitSchema = z.object({
  type: z.enum(['COMPANY', 'PERSON', 'PRODUCT']),
  id: z.number().int().describe('Id of the company, person or product'),
  title: z.string(),
  subtitle: z
    .string()
    .describe('Province and city of a company, national code of a person, maker of a product'),
  identifier: z
    .string()
    .nullable()
    .describe('National ID of a company, national code of a person, HS code of a product'),
  companyId: z
    .number()
    .int()
    .nullable()
    .describe('The company a product belongs to (the company itself for a company)'),
  exact: z.boolean().describe('True when the query was this entity’s identifier'),
});

const searchResultSchema = z.object({
  totalCount: z
    .number()
    .int()
    .describe(`Matches of the requested type(s), counted up to ${countCap} per type`),
  totalCountIsLowerBound: z
    .boolean()
    .describe(
      `True when a count stopped at its cap (${countCap} matches, or ${typoCandidateCap} close spellings), so there are more than totalCount`,
    ),
  countsByType: z.object({ company: z.number().int(), person: z.number().int(), product: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  visibleLimit: z
    .number()
    .int()
    .describe('How many results the caller’s package may page through (visitor 20, FREE 50, paid more)'),
  items: z.array(searchHitSchema),
  included: z
    .object({ companies: z.array(companySummarySchema), persons: z.array(personSummarySchema) })
    .describe(
      'The identity cards of the page’s companies (of its companies and products) and persons, as `GetSummary` answers them, so that a caller drawing the page needs no second call',
    ),
});

/** The simple search, registered under `/v3/Search`. */
export const searchPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const search = searchRepository(context.db);
  const companySummaries = companySummaryRepository(context.db);
  app.get(
    '/Search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Simple search over companies, persons and products',
        description:
          'Persian-normalised (Arabic ي/ك, Persian and Arabic digits, half-spaces, diacritics), matching word prefixes, substrings and close spellings; a national ID, registration number or national code ranks its entity first.',
        querystring: z.object({
          text: z
            .string({ error: 'search.text.required' })
            .trim()
            .min(1, 'search.text.required')
            .max(searchTextMaxLength, 'search.text.tooLong'),
          type: z.enum(searchTypes, { error: 'search.type.invalid' }).default('all'),
          ...searchPaging,
        }),
        response: { 200: searchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const packageType = request.viewer?.packageType ?? null;
      const entitled = entitlementsOf(packageType);
      const locale = requestLocale(request);
      const result = await runSearch(search, {
        ...request.query,
        locale,
        visibleLimit: entitled.searchResults,
        personalData: entitled.personalData,
        packageType,
      });
      const companyIds = new Set(
        result.items.flatMap((item) => (item.companyId === null ? [] : [item.companyId])),
      );
      const personIds = result.items.flatMap((item) => (item.type === 'PERSON' ? [item.id] : []));
      const [companies, persons] = await Promise.all([
        companySummaries.summaries([...companyIds], locale),
        loadPersonSummaries(context.db, personIds, packageType),
      ]);
      return { ...result, included: { companies, persons } };
    },
  );
};
