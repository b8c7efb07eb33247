import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entitlementsOf } from '@rasad/contracts/entitlements.ts';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import {
  companyLinkKinds,
  companyRoleKinds,
  gazetteEventKinds,
  tradeDirections,
  type CompanyRoleKind,
} from '../business-fixed-sets.ts';
import { capabilityGate, capabilityGateSchema, openableGates } from '../gating/capability-gate.ts';
import { enforceEntityReadQuota, entityReadQuotaErrorSchema } from '../gating/entity-read-quota.ts';
import { visibleNotice } from '../gating/visible-changes.ts';
import { visibleRoleScope } from '../gating/visible-roles.ts';
import { loadPersonSummaries, personSummarySchema } from '../persons/person-summaries.ts';
import { companyDetailsRepository } from './company-details-repository.ts';
import {
  cachedCompanyDetails,
  companyDetailsReadsBegin,
  rememberCompanyDetails,
} from './company-details-cache.ts';
import { companySummarySchema } from './company-summaries.ts';
import { companySummaryRepository } from './company-summary-repository.ts';

const companyIdQuery = z.object({
  companyId: z.coerce
    .number({ error: 'id.invalid' })
    .int('id.invalid')
    .positive('id.invalid')
    .max(2_147_483_647, 'id.invalid'),
});

const relatedCompanySchema = z.object({
  kind: z.enum(companyLinkKinds),
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
      role: z.enum(companyRoleKinds),
      sharePercent: z.number().nullable(),
      startedOn: z.string(),
      endedOn: z.string().nullable().describe('When the role ended; null while it is held'),
      person: personSummarySchema,
    }),
  ),
  parents: z.array(relatedCompanySchema).describe('Companies holding shares of this one'),
  children: z.array(relatedCompanySchema).describe('Companies this one holds shares of'),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      brand: z.string().nullable(),
      hsCode: z.string(),
      hsTitle: z.string().nullable(),
    }),
  ),
  trade: z
    .array(
      z.object({
        year: z.number().int().describe('Solar Hijri year'),
        direction: z.enum(tradeDirections),
        hsCode: z.string(),
        valueUsd: z.number().int(),
        weightKg: z.number().int(),
        country: z.string(),
      }),
    )
    .describe('The newest customs rows, as many as the caller’s package shows'),
  tradeTotalCount: z.number().int().describe('All customs rows of the company, shown or not'),
  tradeByYear: z
    .array(z.object({ year: z.number().int(), importUsd: z.number(), exportUsd: z.number() }))
    .describe('Totals per Solar Hijri year over all customs rows'),
  gazette: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(gazetteEventKinds),
      publishedOn: z.string(),
      noticeNumber: z.string(),
      summary: z.string(),
    }),
  ),
  gazetteTotalCount: z.number().int().describe('All gazette notices of the company, shown or not'),
  capitalHistory: z.array(z.object({ changedOn: z.string(), capitalRials: z.number().int() })),
  gated: z.array(capabilityGateSchema).describe('What the caller’s package left out of this page'),
});
type CompanyDetails = z.input<typeof companyDetailsSchema>;

/** The order people are listed in: `companyRoleKinds` is declared by rank. */
const rolePriority: readonly CompanyRoleKind[] = companyRoleKinds;

/** The company page (public; counted against the caller's daily quota). Registered under `/v3/Companies`. */
export const companyDetailsPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const details = companyDetailsRepository(context.db);

  app.get(
    '/GetDetails',
    {
      schema: {
        tags: ['Companies'],
        summary:
          'Everything on a company page: contact, people, related companies, products, trade, gazette, capital',
        description:
          'Counts one company page against the caller’s daily quota (per account, or per address for visitors); contact details, people, national codes, gazette history and trade rows as the caller’s package shows, the rest named in `gated`.',
        querystring: companyIdQuery,
        response: {
          200: companyDetailsSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: entityReadQuotaErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { companyId } = request.query;
      const db = context.db;
      const packageType = request.viewer?.packageType ?? null;
      const prepared = cachedCompanyDetails<CompanyDetails>(
        db,
        companyId,
        packageType,
        locale,
        context.now().getTime(),
      );
      if (prepared) {
        const allowed = await enforceEntityReadQuota(context, request, reply, {
          kind: 'company',
          entityId: companyId,
          now: context.now(),
        });
        return allowed ? prepared : reply;
      }
      const readsBegan = companyDetailsReadsBegin(db);
      const company = await details.company(companyId);
      if (!company)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      if (
        !(await enforceEntityReadQuota(context, request, reply, {
          kind: 'company',
          entityId: companyId,
          now: context.now(),
        }))
      )
        return reply;

      const entitled = entitlementsOf(packageType);
      const tradeLimit = entitled.tradeRows;
      const { roleRows, linkRows, productRows, tradeRows, tradeYears, eventRows, capitalRows } =
        await details.pageRows(companyId, {
          roleScope: visibleRoleScope(packageType),
          tradeLimit,
          gazetteLimit: entitled.gazetteHistory ?? 2_147_483_647,
        });
      const relatedIds = linkRows.map((link) =>
        link.parentCompanyId === companyId ? link.childCompanyId : link.parentCompanyId,
      );
      const [personSummaries, relatedSummaries] = await Promise.all([
        loadPersonSummaries(db, [...new Set(roleRows.map((role) => role.personId))], packageType),
        companySummaryRepository(db).summaries(relatedIds, locale),
      ]);
      const personById = new Map(personSummaries.map((person) => [person.id, person]));
      const companyById = new Map(relatedSummaries.map((summary) => [summary.id, summary]));
      const related = (side: 'parent' | 'child') =>
        linkRows
          .filter((link) =>
            side === 'parent' ? link.childCompanyId === companyId : link.parentCompanyId === companyId,
          )
          .map((link) => ({
            kind: link.kind,
            sharePercent: link.sharePercent,
            company: companyById.get(side === 'parent' ? link.parentCompanyId : link.childCompanyId),
          }))
          .filter(
            (entry): entry is typeof entry & { company: NonNullable<typeof entry.company> } =>
              entry.company !== undefined,
          );

      const tradeTotalCount = tradeYears.reduce((total, year) => total + year.rows, 0);
      const gazetteTotalCount = Number(eventRows[0]?.total ?? 0);
      const roleCount = entitled.fullPeople ? undefined : await details.roleCount(companyId);
      const hasContact = [company.postalCode, company.phone, company.website, company.email].some(
        (value) => value !== null,
      );
      const gated = openableGates([
        !entitled.registeredAddress && company.address !== null && capabilityGate('registeredAddress'),
        !entitled.contactDetails && hasContact && capabilityGate('contactDetails'),
        roleCount !== undefined && roleCount > roleRows.length && capabilityGate('fullPeople'),
        !entitled.personalData && roleRows.length > 0 && capabilityGate('personalData'),
        gazetteTotalCount > eventRows.length && capabilityGate('gazetteHistory', gazetteTotalCount),
        tradeTotalCount > tradeRows.length && capabilityGate('tradeRows', tradeTotalCount),
      ]);

      const page: CompanyDetails = {
        id: company.id,
        about: company.about,
        address: entitled.registeredAddress ? company.address : null,
        postalCode: entitled.contactDetails ? company.postalCode : null,
        phone: entitled.contactDetails ? company.phone : null,
        website: entitled.contactDetails ? company.website : null,
        email: entitled.contactDetails ? company.email : null,
        people: roleRows
          // Those holding a role first, then former holders, the most recently ended first.
          .sort(
            (first, second) =>
              Number(first.endedOn !== null) - Number(second.endedOn !== null) ||
              (second.endedOn ?? '').localeCompare(first.endedOn ?? '') ||
              rolePriority.indexOf(first.role) - rolePriority.indexOf(second.role) ||
              first.personId - second.personId,
          )
          .flatMap((role) => {
            const person = personById.get(role.personId);
            return person
              ? [
                  {
                    role: role.role,
                    sharePercent: role.sharePercent,
                    startedOn: role.startedOn,
                    endedOn: role.endedOn,
                    person,
                  },
                ]
              : [];
          }),
        parents: related('parent'),
        children: related('child'),
        products: productRows,
        tradeTotalCount,
        tradeByYear: tradeYears.map((year) => ({
          year: year.year,
          importUsd: Number(year.importUsd),
          exportUsd: Number(year.exportUsd),
        })),
        trade: tradeRows.map((row) => ({
          year: row.year,
          direction: row.direction,
          hsCode: row.hsCode,
          valueUsd: row.valueUsd,
          weightKg: row.weightKg,
          country: row.country,
        })),
        gazette: eventRows.map(({ event }) =>
          visibleNotice(
            {
              id: event.id,
              kind: event.kind,
              publishedOn: event.publishedOn,
              noticeNumber: event.noticeNumber,
              summary: event.summary,
            },
            packageType,
            locale,
          ),
        ),
        gazetteTotalCount,
        capitalHistory: capitalRows.map((row) => ({
          changedOn: row.changedOn,
          capitalRials: row.capitalRials,
        })),
        gated,
      };
      rememberCompanyDetails(db, companyId, packageType, locale, page, context.now().getTime(), readsBegan);
      return page;
    },
  );

  app.post(
    '/ClaimRead',
    {
      schema: {
        tags: ['Companies'],
        summary: 'Count a company page read against the caller’s daily quota, without reading it',
        description:
          'For the gateway, which answers a visitor’s company page from its shared cache: the read is counted exactly as `GetDetails` counts it (a page already read today is free), or refused with the same 429.',
        body: companyIdQuery,
        response: {
          200: z.object({ counted: z.literal(true) }),
          400: errorBodySchema,
          429: entityReadQuotaErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const allowed = await enforceEntityReadQuota(context, request, reply, {
        kind: 'company',
        entityId: request.body.companyId,
        now: context.now(),
      });
      return allowed ? { counted: true as const } : reply;
    },
  );
};
