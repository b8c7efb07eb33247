import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { limitsFor } from '../gating/package-limits.ts';
import { capitalChanges, companies, companyLinks, companyRoles, gazetteEvents, products, tradeRecords } from '../business-data-tables.ts';
import { loadPersonSummaries, personSummarySchema } from '../persons/person-summaries.ts';
import { companySummarySchema, loadCompanySummaries } from './company-summaries.ts';

/** `ids=1,2,3`: what a gateway DataLoader sends for one batch. */
export const idListSchema = z
  .string({ error: 'company.ids.invalid' })
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'company.ids.invalid')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .describe('Comma-separated ids, at most 100');

const companyIdQuery = z.object({
  companyId: z.coerce.number({ error: 'id.invalid' }).int('id.invalid').positive('id.invalid').max(2_147_483_647, 'id.invalid'),
});

const relatedCompanySchema = z.object({
  kind: z.enum(['SHAREHOLDING', 'SUBSIDIARY']),
  sharePercent: z.number().nullable(),
  company: companySummarySchema,
});

const companyDetailsSchema = z.object({
  id: z.number().int(),
  about: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  people: z.array(
    z.object({
      role: z.enum(['CEO', 'CHAIR', 'BOARD_MEMBER', 'SIGNATORY', 'SHAREHOLDER']),
      sharePercent: z.number().nullable(),
      startedOn: z.string(),
      person: personSummarySchema,
    }),
  ),
  parents: z.array(relatedCompanySchema).describe('Companies holding shares of this one'),
  children: z.array(relatedCompanySchema).describe('Companies this one holds shares of'),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), brand: z.string().nullable(), hsCode: z.string(), hsTitle: z.string().nullable() })),
  trade: z.array(
    z.object({
      year: z.number().int().describe('Solar Hijri year'),
      direction: z.enum(['IMPORT', 'EXPORT']),
      hsCode: z.string(),
      valueUsd: z.number().int(),
      weightKg: z.number().int(),
      country: z.string(),
    }),
  ).describe('The newest customs rows, as many as the caller’s package shows'),
  tradeTotalCount: z.number().int().describe('All customs rows of the company, shown or not'),
  tradeByYear: z.array(z.object({ year: z.number().int(), importUsd: z.number(), exportUsd: z.number() })).describe('Totals per Solar Hijri year over all customs rows'),
  gazette: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['ESTABLISHMENT', 'CAPITAL_CHANGE', 'ADDRESS_CHANGE', 'BOARD_CHANGE', 'DISSOLUTION']),
      publishedOn: z.string(),
      noticeNumber: z.string(),
      summary: z.string(),
    }),
  ),
  capitalHistory: z.array(z.object({ changedOn: z.string(), capitalRials: z.number().int() })),
});

const rolePriority = ['CEO', 'CHAIR', 'BOARD_MEMBER', 'SIGNATORY', 'SHAREHOLDER'];

export async function registerCompanyRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v2/Companies/GetSummary',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Identity cards of one or more companies',
        querystring: z.object({ ids: idListSchema }),
        response: { 200: z.array(companySummarySchema).describe('One summary per known id; unknown ids are left out'), 400: errorBodySchema },
      },
    },
    async (request) => loadCompanySummaries(context.db, request.query.ids, requestLocale(request)),
  );

  app.get(
    '/v3/Companies/GetDetails',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Everything on a company page: contact, people, related companies, products, trade, gazette, capital',
        querystring: companyIdQuery,
        response: { 200: companyDetailsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { companyId } = request.query;
      const db = context.db;
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) return sendBusinessError(request, reply, { status: 404, code: 'COMPANY_NOT_FOUND', messageKey: 'company.notFound', field: 'companyId' });

      const tradeLimit = limitsFor(request.viewer?.packageType ?? null).tradeRows;
      const [roleRows, linkRows, productRows, tradeRows, tradeYears, eventRows, capitalRows] = await Promise.all([
        db.select().from(companyRoles).where(and(eq(companyRoles.companyId, companyId), isNull(companyRoles.endedOn))),
        db
          .select()
          .from(companyLinks)
          .where(sql`${companyLinks.parentCompanyId} = ${companyId} OR ${companyLinks.childCompanyId} = ${companyId}`),
        db
          .select({ id: products.id, name: products.name, brand: products.brand, hsCode: products.hsCode, hsTitle: sql<string | null>`h.title_en` })
          .from(products)
          .leftJoin(sql`business.hs_codes h`, sql`h.code = ${products.hsCode}`)
          .where(eq(products.companyId, companyId))
          .orderBy(asc(products.id)),
        db.select().from(tradeRecords).where(eq(tradeRecords.companyId, companyId)).orderBy(desc(tradeRecords.year), asc(tradeRecords.hsCode), asc(tradeRecords.id)).limit(tradeLimit),
        db
          .select({
            year: tradeRecords.year,
            rows: count(),
            importUsd: sql<string>`sum(CASE WHEN ${tradeRecords.direction} = 'IMPORT' THEN ${tradeRecords.valueUsd} ELSE 0 END)::text`,
            exportUsd: sql<string>`sum(CASE WHEN ${tradeRecords.direction} = 'EXPORT' THEN ${tradeRecords.valueUsd} ELSE 0 END)::text`,
          })
          .from(tradeRecords)
          .where(eq(tradeRecords.companyId, companyId))
          .groupBy(tradeRecords.year)
          .orderBy(asc(tradeRecords.year)),
        db.select().from(gazetteEvents).where(eq(gazetteEvents.companyId, companyId)).orderBy(desc(gazetteEvents.publishedOn)),
        db.select().from(capitalChanges).where(eq(capitalChanges.companyId, companyId)).orderBy(asc(capitalChanges.changedOn)),
      ]);
      const relatedIds = linkRows.map((link) => (link.parentCompanyId === companyId ? link.childCompanyId : link.parentCompanyId));
      const [personSummaries, relatedSummaries] = await Promise.all([
        loadPersonSummaries(db, [...new Set(roleRows.map((role) => role.personId))]),
        loadCompanySummaries(db, relatedIds, locale),
      ]);
      const personById = new Map(personSummaries.map((person) => [person.id, person]));
      const companyById = new Map(relatedSummaries.map((summary) => [summary.id, summary]));
      const related = (side: 'parent' | 'child') =>
        linkRows
          .filter((link) => (side === 'parent' ? link.childCompanyId === companyId : link.parentCompanyId === companyId))
          .map((link) => ({
            kind: link.kind as 'SHAREHOLDING' | 'SUBSIDIARY',
            sharePercent: link.sharePercent,
            company: companyById.get(side === 'parent' ? link.parentCompanyId : link.childCompanyId),
          }))
          .filter((entry): entry is typeof entry & { company: NonNullable<typeof entry.company> } => entry.company !== undefined);

      return {
        id: company.id,
        about: company.about,
        address: company.address,
        postalCode: company.postalCode,
        phone: company.phone,
        website: company.website,
        email: company.email,
        people: roleRows
          .sort((first, second) => rolePriority.indexOf(first.role) - rolePriority.indexOf(second.role) || first.personId - second.personId)
          .flatMap((role) => {
            const person = personById.get(role.personId);
            return person ? [{ role: role.role as 'CEO', sharePercent: role.sharePercent, startedOn: role.startedOn, person }] : [];
          }),
        parents: related('parent'),
        children: related('child'),
        products: productRows,
        tradeTotalCount: tradeYears.reduce((total, year) => total + year.rows, 0),
        tradeByYear: tradeYears.map((year) => ({ year: year.year, importUsd: Number(year.importUsd), exportUsd: Number(year.exportUsd) })),
        trade: tradeRows.map((row) => ({ year: row.year, direction: row.direction as 'IMPORT' | 'EXPORT', hsCode: row.hsCode, valueUsd: row.valueUsd, weightKg: row.weightKg, country: row.country })),
        gazette: eventRows.map((row) => ({ id: row.id, kind: row.kind as 'ESTABLISHMENT', publishedOn: row.publishedOn, noticeNumber: row.noticeNumber, summary: row.summary })),
        capitalHistory: capitalRows.map((row) => ({ changedOn: row.changedOn, capitalRials: row.capitalRials })),
      };
    },
  );
}

