import { entitlements } from '@rasad/contracts/entitlements.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { databaseIdOf, fromGlobalId, toGlobalId } from '../src/shared/relay/global-id.ts';
import { maxNodeIds } from '../src/shared/relay/node-list-limit.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest({ persistedOperations: readPersistedOperations() });
});
afterAll(() => platform.close());

describe('opaque company and person IDs', () => {
  it('gives neighbouring companies unrelated IDs that decode back, and refuses sequential or altered ones', () => {
    const ids = [1, 2, 3, 4].map((id) => toGlobalId('Company', id));
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Neither a shared prefix nor a shared suffix gives the order away.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(4);
    expect(ids.map((id) => fromGlobalId(id))).toEqual(
      [1, 2, 3, 4].map((id) => ({ typeName: 'Company', key: String(id) })),
    );
    expect(fromGlobalId(toGlobalId('Person', 7))).toEqual({ typeName: 'Person', key: '7' });
    expect(toGlobalId('Person', 1)).not.toBe(toGlobalId('Company', 1));
    // The old readable form, and a changed character, open nothing.
    expect(fromGlobalId(Buffer.from('Company:1').toString('base64url'))).toBeNull();
    const altered = `${ids[0]!.slice(0, 10)}${ids[0]![10] === 'A' ? 'B' : 'A'}${ids[0]!.slice(11)}`;
    expect(fromGlobalId(altered)).toBeNull();
    // Other types keep their readable keys.
    expect(fromGlobalId(toGlobalId('Province', 8))).toEqual({ typeName: 'Province', key: '8' });
  });

  it('reads a database id only from a global ID of the asked type, within PostgreSQL integers', () => {
    expect(databaseIdOf(toGlobalId('Company', 42), 'Company')).toBe(42);
    expect(databaseIdOf(toGlobalId('Company', 42), 'Person')).toBeNull();
    expect(databaseIdOf(toGlobalId('CompanyList', 2_147_483_647), 'CompanyList')).toBe(2_147_483_647);
    for (const key of ['0', '2147483648', '4294967295', '12a', '-3', '1.5', ''])
      expect(databaseIdOf(toGlobalId('CompanyList', key), 'CompanyList'), key).toBeNull();
    // A sealed id beyond PostgreSQL's integer still decodes, but names no row.
    expect(databaseIdOf(toGlobalId('Company', 4_294_967_295), 'Company')).toBeNull();
    expect(databaseIdOf('not an id', 'Company')).toBeNull();
  });

  it('answers search hits with opaque IDs the company query opens, and nothing for a sequential one', async () => {
    const found = await platform.graphql(
      `{ search(text: "شرکت", type: COMPANY, first: 3) { edges { node { company { id name } } } } }`,
    );
    const company = found.data!.search.edges[0].node.company;
    expect(company.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const opened = await platform.graphql(`query ($id: ID!) { company(id: $id) { name } }`, {
      id: company.id,
    });
    expect(opened.data!.company.name).toBe(company.name);
    const guessed = await platform.graphql(`query ($id: ID!) { company(id: $id) { name } }`, {
      id: Buffer.from('Company:1').toString('base64url'),
    });
    expect(guessed.data!.company).toBeNull();
  });
});

describe('nodes(ids:)', () => {
  it(`fetches up to ${maxNodeIds} objects and refuses more with a Persian message, before fetching any`, async () => {
    const hundred = Array.from({ length: maxNodeIds }, (_, index) => toGlobalId('Company', index + 1));
    const allowed = await platform.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: hundred,
    });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.nodes).toHaveLength(maxNodeIds);
    platform.resetCalls();
    const refused = await platform.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [...hundred, toGlobalId('Company', 101)],
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(refused.errors?.[0]?.message).toContain('حداکثر ۱۰۰ شناسه');
    expect(platform.callCounts()).toEqual({});
    const english = await platform.graphql(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [...hundred, toGlobalId('Company', 101)] },
      'en-US',
    );
    expect(english.errors?.[0]?.message).toBe(
      'At most 100 IDs are taken in one request; send them in several requests.',
    );
    // The case: 2,000 sequential companies in one request.
    platform.resetCalls();
    const twoThousand = await platform.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: Array.from({ length: 2000 }, (_, index) => toGlobalId('Company', index + 1)),
    });
    expect(twoThousand.data?.nodes ?? null).toBeNull();
    expect(twoThousand.errors?.[0]?.message).toContain('حداکثر ۱۰۰ شناسه');
    expect(platform.callCounts()).toEqual({});
  });
});

describe('daily company-page quota through the gateway', () => {
  it('holds a visitor walking company IDs to its quota: HTTP 429 with Retry-After and a Persian QUOTA_EXCEEDED error', async () => {
    const quota = entitlements.visitor.companyPagesPerDay ?? 0;
    const pageOf = async (id: number) => {
      const response = await platform.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-rasad-client': 'rasad-test' },
        body: JSON.stringify({
          query: `query ($id: ID!) { company(id: $id) { name contact { address } } }`,
          variables: { id: toGlobalId('Company', id) },
        }),
      });
      const body = (await response.json()) as {
        data?: { company: { name: string } | null } | null;
        errors?: { message: string; extensions: Record<string, unknown> }[];
      };
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    };
    let id = 1;
    for (; id <= quota; id += 1) {
      const page = await pageOf(id);
      expect(page.status).toBe(200);
      expect(page.body.errors).toBeUndefined();
      expect(page.body.data?.company?.name).toBeTruthy();
    }
    const refused = await pageOf(id);
    expect(refused.status).toBe(429);
    const [error] = refused.body.errors ?? [];
    expect(error?.extensions).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      gate: { capability: 'companyPagesPerDay', requiredPackage: 'FREE' },
    });
    // The wait to Tehran midnight, the same in the header and in the error; the HTTP details stay out of the body.
    const retryAfterSeconds = error?.extensions['retryAfterSeconds'] as number;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(refused.retryAfter).toBe(String(retryAfterSeconds));
    expect(error?.extensions['http']).toBeUndefined();
    expect(error?.message).toMatch(/^سهمیه روزانه بازدید از صفحه شرکت‌ها/);
    // The walk stays held: the next company is refused the same way, a page already read today is still free.
    expect((await pageOf(id + 1)).status).toBe(429);
    const again = await pageOf(1);
    expect(again.status).toBe(200);
    expect(again.body.data?.company?.name).toBeTruthy();
  });
});
