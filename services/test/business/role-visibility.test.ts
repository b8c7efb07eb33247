import { entitlements, type Audience } from '@rasad/contracts/entitlements.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { gatewayForwarded } from '../test-service-trust.ts';

/**
 * Every path to a company's people applies the same `fullPeople` entitlement: a fact the company page hides
 * (a shareholder and their percentage, a board member, a former officer) is hidden by the person page, the
 * relationship graph around the company and around the person, the shortest chain, a saved graph, a search hit's
 * role count and a person's identity card alike; the sitting CEO is shown everywhere, to everyone.
 * An API key reaches these routes with its account's token (ENTERPRISE, the only package with API access).
 */

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

interface Fact {
  companyId: number;
  personId: number;
  role: string;
  sharePercent: number | null;
  ended: boolean;
  nationalCode: string;
}

const factNames = ['sittingCeo', 'shareholder', 'boardMember', 'formerOfficer'] as const;
type FactName = (typeof factNames)[number];
/** Whether the audience sees the fact: the sitting CEO always, the rest with the full list of people. */
const visibleTo = (fact: FactName, audience: Audience) =>
  fact === 'sittingCeo' || entitlements[audience].fullPeople;

/**
 * The role row `r` is its person's only role in its company: the person is linked to the company by that fact
 * alone, so a chain between them reveals it.
 */
const soleRole = sql`NOT EXISTS (SELECT 1 FROM business.company_roles o WHERE o.company_id = r.company_id AND o.person_id = r.person_id AND o.id <> r.id)`;

/** One role row of the seed for each fact; each hidden one its person's only role in its company. */
async function fixture(): Promise<Record<FactName, Fact>> {
  const pick = async (condition: ReturnType<typeof sql>, alone = soleRole): Promise<Fact> => {
    const [row] = (
      await service.database.db.execute<{
        company_id: number;
        person_id: number;
        role: string;
        share_percent: string | null;
        ended: boolean;
        national_code: string;
      }>(sql`
        SELECT r.company_id, r.person_id, r.role, r.share_percent::text, r.ended_on IS NOT NULL AS ended,
          p.national_code
        FROM business.company_roles r JOIN business.persons p ON p.id = r.person_id
        WHERE ${condition} AND ${alone}
        ORDER BY r.id LIMIT 1`)
    ).rows;
    if (!row) throw new Error('the seed has the role');
    return {
      companyId: row.company_id,
      personId: row.person_id,
      role: row.role,
      sharePercent: row.share_percent === null ? null : Number(row.share_percent),
      ended: row.ended,
      nationalCode: row.national_code,
    };
  };
  return {
    // Every CEO also signs; the link is shown to everyone through the CEO role anyway.
    sittingCeo: await pick(sql`r.role = 'CEO' AND r.ended_on IS NULL`, sql`true`),
    shareholder: await pick(
      sql`r.role = 'SHAREHOLDER' AND r.ended_on IS NULL AND r.share_percent IS NOT NULL`,
    ),
    boardMember: await pick(sql`r.role = 'BOARD_MEMBER' AND r.ended_on IS NULL`),
    formerOfficer: await pick(sql`r.ended_on IS NOT NULL`),
  };
}

let readerNumber = 0;
/** Headers of an audience; each reader its own address or account, so daily quotas never run out. */
async function headersOf(audience: Audience): Promise<Record<string, string>> {
  readerNumber += 1;
  if (audience === 'visitor')
    return { ...gatewayForwarded(`203.0.113.${readerNumber}`, 'business'), 'accept-language': 'en' };
  return {
    ...(await testAuthorization({
      userId: `00000000-0000-4000-8100-${String(readerNumber).padStart(12, '0')}`,
      packageType: audience,
    })),
    'accept-language': 'en',
  };
}

async function getJson(url: string, headers: Record<string, string>) {
  const response = await service.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

interface Edge {
  source: string;
  target: string;
  kind: string;
  role: string | null;
  sharePercent: number | null;
}
const hasEdge = (edges: Edge[], companyId: number, fact: Fact) =>
  edges.some(
    (edge) =>
      edge.kind === 'ROLE' &&
      edge.source === `P:${fact.personId}` &&
      edge.target === `C:${companyId}` &&
      edge.role === fact.role,
  );

type Path = (fact: Fact, headers: Record<string, string>) => Promise<boolean>;

/** Each path answers whether the caller learns the fact through it. */
const paths: Record<string, Path> = {
  'the company page': async (fact, headers) => {
    const company = fact.companyId;
    const page = await getJson(`/v3/Companies/GetDetails?companyId=${company}`, headers);
    return (page.people as { role: string; sharePercent: number | null; person: { id: number } }[]).some(
      (entry) =>
        entry.person.id === fact.personId &&
        entry.role === fact.role &&
        (fact.sharePercent === null || entry.sharePercent === fact.sharePercent),
    );
  },
  'the person page': async (fact, headers) => {
    const company = fact.companyId;
    const roles = await getJson(`/v1/Persons/GetRoles?personId=${fact.personId}`, headers);
    return (roles as { companyId: number; role: string }[]).some(
      (role) => role.companyId === company && role.role === fact.role,
    );
  },
  'the graph around the company': async (fact, headers) => {
    const company = fact.companyId;
    const graph = await getJson(
      `/v1/Graph/GetNeighbourhood?entity=C:${company}&depth=1&limitPerHop=100`,
      headers,
    );
    return hasEdge(graph.edges, company, fact);
  },
  'the graph around the person': async (fact, headers) => {
    const company = fact.companyId;
    const graph = await getJson(
      `/v1/Graph/GetNeighbourhood?entity=P:${fact.personId}&depth=1&limitPerHop=100`,
      headers,
    );
    return hasEdge(graph.edges, company, fact);
  },
  'the shortest chain': async (fact, headers) => {
    const company = fact.companyId;
    const chain = await getJson(
      `/v1/Graph/GetShortestChain?from=P:${fact.personId}&to=C:${company}&relations=ROLE`,
      headers,
    );
    // The chain of one link is the person's tie to the company, by whichever role it found first.
    return (
      chain !== null &&
      (chain.edges as Edge[]).some(
        (edge) => edge.source === `P:${fact.personId}` && edge.target === `C:${company}`,
      )
    );
  },
  'a saved graph': async (fact, headers) => {
    const company = fact.companyId;
    const saved = await service.app.inject({
      method: 'POST',
      url: '/v1/Graphs/SaveGraph',
      headers,
      payload: {
        name: 'نمودار آزمون',
        root: `C:${company}`,
        depth: 1,
        relations: ['ROLE'],
        expansions: [{ entity: `P:${fact.personId}`, relations: ['ROLE'] }],
        chain: { from: `P:${fact.personId}`, to: `C:${company}`, relations: ['ROLE'] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await getJson(`/v1/Graphs/OpenSavedGraph?id=${saved.json().id}`, headers);
    const edges: Edge[] = [
      ...opened.root.edges,
      ...opened.expansions.flatMap((expansion: { graph: { edges: Edge[] } }) => expansion.graph.edges),
      ...(opened.chain?.graph.edges ?? []),
    ];
    return hasEdge(edges, company, fact);
  },
};

describe('the full list of people, on every path', () => {
  const audiences: Audience[] = ['visitor', 'FREE', 'BASIC', 'ENTERPRISE'];
  let facts: Record<FactName, Fact>;
  beforeAll(async () => {
    facts = await fixture();
  });

  it('picks facts the company page keeps for the full list: a shareholder with a percentage, a board member, a former officer', () => {
    expect(facts.shareholder.sharePercent).not.toBeNull();
    expect(facts.formerOfficer.ended).toBe(true);
  });

  for (const [pathName, path] of Object.entries(paths)) {
    for (const factName of factNames) {
      it(`${pathName} shows ${factName} exactly to the audiences entitled to it`, async () => {
        for (const audience of audiences) {
          const fact = facts[factName];
          // Graphs are saved by accounts only.
          if (pathName === 'a saved graph' && audience === 'visitor') continue;
          expect(await path(fact, await headersOf(audience)), audience).toBe(visibleTo(factName, audience));
        }
      });
    }
  }

  it('counts in a person hit only the companies of the roles the audience sees', async () => {
    for (const audience of audiences)
      for (const factName of factNames) {
        const fact = facts[factName];
        const found = await getJson(
          `/v3/Search/Search?text=${fact.nationalCode}&type=person&pageSize=5`,
          await headersOf(audience),
        );
        const hit = (found.items as { id: number; subtitle: string }[]).find(
          (item) => item.id === fact.personId,
        );
        if (!hit) throw new Error('a national code finds its person');
        // The hit counts the companies of every role shown, held or former.
        const [counts] = (
          await service.database.db.execute<{ every: number; leading: number }>(sql`
            SELECT count(DISTINCT company_id)::int AS every,
              count(DISTINCT company_id) FILTER (WHERE role IN ('CEO', 'CHAIR') AND ended_on IS NULL)::int AS leading
            FROM business.company_roles WHERE person_id = ${fact.personId}`)
        ).rows;
        expect(hit.subtitle, `${audience} ${factName}`).toBe(
          `Roles in ${entitlements[audience].fullPeople ? counts!.every : counts!.leading} companies`,
        );
      }
  });

  it('counts on a person’s identity card only the sitting roles the audience sees', async () => {
    for (const audience of audiences) {
      const fact = facts.shareholder;
      const [card] = await getJson(`/v1/Persons/GetSummary?ids=${fact.personId}`, await headersOf(audience));
      const [counts] = (
        await service.database.db.execute<{ every: number; leading: number }>(sql`
          SELECT count(DISTINCT company_id) FILTER (WHERE ended_on IS NULL)::int AS every,
            count(DISTINCT company_id) FILTER (WHERE role IN ('CEO', 'CHAIR') AND ended_on IS NULL)::int AS leading
          FROM business.company_roles WHERE person_id = ${fact.personId}`)
      ).rows;
      expect(card.companyCount, audience).toBe(
        entitlements[audience].fullPeople ? counts!.every : counts!.leading,
      );
    }
  });
});
