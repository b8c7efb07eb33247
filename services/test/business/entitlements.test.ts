import {
  audiences,
  capabilities,
  entitlements,
  packageTypes,
  pricingLines,
  type Audience,
  type Capability,
} from '@rasad/contracts/entitlements.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLimits } from '@rasad/auth/session-limits.ts';
import { businessService } from '../../src/business/business-service.ts';
import { entityReadCounters } from '../../src/business/gating/gating-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { gatewayForwarded } from '../test-service-trust.ts';
import { entityReadCounterOf } from '../../src/business/gating/entity-read-quota.ts';
import { batchedEntityReadCounter } from '../../src/business/gating/entity-read-counter.ts';
import { tehranDay } from '../../src/business/gating/tehran-day.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
  // The probes' reads of a day gone on go to the database in one statement, however large the package's quota.
  service.context.entityReadCounter = batchedEntityReadCounter(service.database.db, {
    unconfirmedReadsPerReader: 10_000,
  });
});
afterAll(() => service.close());

/** Each audience reads from its own account (or, for visitors, its own address) so quotas never mix. */
let readerNumber = 0;
async function readerOf(audience: Audience): Promise<Reader> {
  readerNumber += 1;
  if (audience === 'visitor')
    return {
      headers: { ...gatewayForwarded(`198.51.100.${readerNumber}`, 'business') },
      key: `address:198.51.100.${readerNumber}`,
    };
  const userId = `00000000-0000-4000-8000-${String(readerNumber).padStart(12, '0')}`;
  return { headers: await testAuthorization({ userId, packageType: audience }), key: `user:${userId}` };
}

interface Reader {
  headers: Record<string, string>;
  /** Whom the service counts the reads against. */
  key: string;
}

async function get(url: string, headers: Record<string, string>) {
  return service.app.inject({ method: 'GET', url, headers });
}

async function rows<Row extends Record<string, unknown>>(query: string): Promise<Row[]> {
  return (await service.database.db.execute<Row>(query)).rows as Row[];
}

/** A company with everything a page can show: contact, managers and shareholders, many gazette notices and customs rows. */
async function richCompany(): Promise<{
  id: number;
  gazette: number;
  trade: number;
  people: number;
  leaders: number;
}> {
  const [company] = await rows<{
    id: number;
    gazette: number;
    trade: number;
    people: number;
    leaders: number;
  }>(`
    SELECT c.id,
      (SELECT count(*)::int FROM business.gazette_events g WHERE g.company_id = c.id) AS gazette,
      (SELECT count(*)::int FROM business.trade_records t WHERE t.company_id = c.id) AS trade,
      -- Former officers are listed too, after the current ones.
      (SELECT count(*)::int FROM business.company_roles r WHERE r.company_id = c.id) AS people,
      (SELECT count(*)::int FROM business.company_roles r WHERE r.company_id = c.id AND r.ended_on IS NULL AND r.role IN ('CEO', 'CHAIR')) AS leaders
    FROM business.companies c
    WHERE c.phone IS NOT NULL AND c.address IS NOT NULL
      AND EXISTS (SELECT 1 FROM business.company_roles r WHERE r.company_id = c.id AND r.role = 'SHAREHOLDER' AND r.ended_on IS NULL)
    ORDER BY (SELECT count(*) FROM business.gazette_events g WHERE g.company_id = c.id) DESC, (SELECT count(*) FROM business.trade_records t WHERE t.company_id = c.id) DESC, c.id
    LIMIT 1`);
  if (!company) throw new Error('the seed has a company with contact details and shareholders');
  return company;
}

type Probe = (audience: Audience, headers: Record<string, string>, reader: string) => Promise<void>;

/**
 * How the server shows each capability; every probe asserts the table's value for the audience.
 * `seats`, `apiAccess` and `queryBudget` are enforced outside the business service (checkout's ENTERPRISE
 * seats, the gateway's API keys and cost limiter) and `dedicatedSupport` is a person, not a route.
 */
function probes(company: Awaited<ReturnType<typeof richCompany>>): Partial<Record<Capability, Probe>> {
  const details = async (headers: Record<string, string>) => {
    const response = await get(`/v3/Companies/GetDetails?companyId=${company.id}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const quota =
    (kind: 'company' | 'person'): Probe =>
    async (audience, headers, reader) => {
      const limit = entitlements[audience][kind === 'company' ? 'companyPagesPerDay' : 'personPagesPerDay'];
      const table = kind === 'company' ? 'companies' : 'persons';
      const ids = (await rows<{ id: number }>(`SELECT id FROM business.${table} ORDER BY id LIMIT 2`)).map(
        (row) => row.id,
      );
      const url = (id: number) =>
        kind === 'company'
          ? `/v3/Companies/GetDetails?companyId=${id}`
          : `/v1/Persons/GetRoles?personId=${id}`;
      expect((await get(url(ids[0]!), headers)).statusCode).toBe(200);
      if (limit === null) return;
      // Read up to one page short of the limit, as if the day had gone on, then the last page and one more.
      const counter = entityReadCounterOf(service.context);
      const { day, secondsLeft } = tehranDay(service.context.now());
      const claimed = await Promise.all(
        Array.from({ length: limit - 2 }, (_, page) =>
          counter.claim({ reader, day, kind, entityId: 10_000_000 + page, limit, secondsLeft }),
        ),
      );
      expect(claimed.every(Boolean)).toBe(true);
      await counter.settled();
      const raised = await service.database.db
        .select()
        .from(entityReadCounters)
        .where(and(eq(entityReadCounters.reader, reader), eq(entityReadCounters.kind, kind)));
      expect(raised.map((row) => row.reads)).toEqual([limit - 1]);
      const more = (
        await rows<{ id: number }>(`SELECT id FROM business.${table} ORDER BY id OFFSET 2 LIMIT 2`)
      ).map((row) => row.id);
      expect((await get(url(more[0]!), headers)).statusCode).toBe(200);
      const refused = await get(url(more[1]!), headers);
      if (refused.statusCode !== 429) console.log(refused.body);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A page already read today stays open.
      expect((await get(url(ids[0]!), headers)).statusCode).toBe(200);
    };
  return {
    companyPagesPerDay: quota('company'),
    personPagesPerDay: quota('person'),
    searchResults: async (audience, headers) => {
      const found = (await get('/v3/Search/Search?text=شرکت', headers)).json();
      expect(found.visibleLimit).toBe(entitlements[audience].searchResults);
    },
    registeredAddress: async (audience, headers) => {
      const page = await details(headers);
      expect(page.address !== null).toBe(entitlements[audience].registeredAddress);
    },
    contactDetails: async (audience, headers) => {
      const page = await details(headers);
      expect(page.phone !== null).toBe(entitlements[audience].contactDetails);
      expect(page.gated.some((gate: { capability: string }) => gate.capability === 'contactDetails')).toBe(
        !entitlements[audience].contactDetails,
      );
    },
    fullPeople: async (audience, headers) => {
      const page = await details(headers);
      const roles = page.people.map((entry: { role: string }) => entry.role);
      expect(roles.includes('SHAREHOLDER')).toBe(entitlements[audience].fullPeople);
      expect(roles).toHaveLength(entitlements[audience].fullPeople ? company.people : company.leaders);
    },
    personalData: async (audience, headers) => {
      const page = await details(headers);
      const code = page.people[0].person.nationalCode as string;
      expect(code).toMatch(entitlements[audience].personalData ? /^\d{10}$/ : /^\d{3}\*{6}\d$/);
      const [summary] = (await get(`/v1/Persons/GetSummary?ids=${page.people[0].person.id}`, headers)).json();
      expect(summary.nationalCode).toBe(code);
    },
    gazetteHistory: async (audience, headers) => {
      const page = await details(headers);
      const limit = entitlements[audience].gazetteHistory;
      expect(page.gazette).toHaveLength(limit === null ? company.gazette : Math.min(limit, company.gazette));
      expect(page.gazetteTotalCount).toBe(company.gazette);
    },
    advancedSearch: async (audience, headers) => {
      const found = (await get('/v3/Search/Advanced', headers)).json();
      expect(found.companyIds.length > 0).toBe(entitlements[audience].advancedSearch);
    },
    graphDepth: async (audience, headers) => {
      const graph = (await get(`/v1/Graph/GetNeighbourhood?entity=C:${company.id}&depth=3`, headers)).json();
      expect(graph.depthLimit).toBe(entitlements[audience].graphDepth);
    },
    chainLinks: async (audience, headers) => {
      const graph = (await get(`/v1/Graph/GetNeighbourhood?entity=C:${company.id}`, headers)).json();
      expect(graph.chainLinkLimit).toBe(entitlements[audience].chainLinks);
    },
    industryAnalysis: async (audience, headers) => {
      const analysis = (await get('/v1/Industry/GetAnalysis?isicCode=20', headers)).json();
      expect(analysis.byProvince.length > 0).toBe(entitlements[audience].industryAnalysis);
    },
    largestCompanies: async (audience, headers) => {
      const analysis = (await get('/v1/Industry/GetAnalysis?isicCode=20', headers)).json();
      expect(analysis.largest).toHaveLength(
        Math.min(entitlements[audience].largestCompanies, analysis.companyCount),
      );
    },
    tradeRows: async (audience, headers) => {
      const page = await details(headers);
      expect(page.trade).toHaveLength(Math.min(entitlements[audience].tradeRows, company.trade));
    },
    export: async (audience, headers) => {
      if (audience === 'visitor') {
        expect((await get('/v1/Lists/ExportCsv?listId=1', headers)).statusCode).toBe(401);
        return;
      }
      const list = (
        await service.app.inject({
          method: 'POST',
          url: '/v1/Lists/CreateList',
          headers,
          payload: { name: `خروجی ${audience}` },
        })
      ).json();
      expect((await get(`/v1/Lists/ExportCsv?listId=${list.id}`, headers)).statusCode).toBe(
        entitlements[audience].export ? 200 : 403,
      );
    },
    sessions: async (audience) => {
      if (audience !== 'visitor') expect(sessionLimits[audience]).toBe(entitlements[audience].sessions);
    },
  };
}

describe('every line of the pricing table, for every package, against the server', () => {
  const enforcedElsewhere: Capability[] = [
    'seats',
    'companyAdministration',
    'apiAccess',
    'queryBudget',
    'dedicatedSupport',
  ];

  it('has a probe for every capability the business and accounts services enforce', async () => {
    const probed = Object.keys(probes(await richCompany())).sort();
    expect(probed).toEqual(
      capabilities.filter((capability) => !enforcedElsewhere.includes(capability)).sort(),
    );
  });

  for (const audience of audiences) {
    it(`holds ${audience} to the table`, async () => {
      const company = await richCompany();
      expect(company.gazette).toBeGreaterThan(3);
      expect(company.people).toBeGreaterThan(company.leaders);
      for (const [capability, probe] of Object.entries(probes(company)) as [Capability, Probe][]) {
        try {
          const reader = await readerOf(audience);
          await probe(audience, reader.headers, reader.key);
        } catch (error) {
          throw new Error(`${audience} · ${capability}: ${(error as Error).message}`);
        }
      }
    });
  }

  it('prints on the pricing page exactly the lines the table generates, in both languages', async () => {
    for (const locale of ['fa-IR', 'en-US'] as const) {
      const plans = (
        await service.app.inject({
          method: 'GET',
          url: '/v3/Pricing',
          headers: { 'accept-language': locale },
        })
      ).json() as { package: string; features: string[]; sessionLimit: number }[];
      expect(plans.map((plan) => plan.package)).toEqual([...packageTypes]);
      for (const plan of plans) {
        const packageType = plan.package as (typeof packageTypes)[number];
        expect(plan.features).toEqual(pricingLines(packageType, locale).map((line) => line.text));
        expect(plan.sessionLimit).toBe(entitlements[packageType].sessions);
      }
    }
    const [free] = (await service.app.inject({ method: 'GET', url: '/v3/Pricing' })).json();
    expect(free.features).toContain('۱۰ بازدید از صفحه شرکت در روز');
  });
});
