import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, type GatewayOptions } from '@rasad/gateway/create-gateway.ts';
import { createUpstreamPool } from '@rasad/gateway/shared/upstream/upstream-pool.ts';
import { databaseOptionsFromEnvironment, openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';

/**
 * Search latency over a large generated dataset, through the gateway (median and p95), and the
 * upstream calls a company page makes. The dataset is generated once into BENCH_BUSINESS_DB
 * (default .data/bench-business, 1,000,000 companies; BENCH_COMPANIES changes the size) and reused.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const companies = Number(process.env.BENCH_COMPANIES ?? 1_000_000);
const queriesPerTerm = Number(process.env.BENCH_SEARCHES ?? 20);
process.env.BUSINESS_DATASET_COMPANIES = String(companies);

const started = performance.now();
const database = await openDatabase(
  process.env.DATABASE_URL
    ? databaseOptionsFromEnvironment()
    : { pgliteDirectory: process.env.BENCH_BUSINESS_DB ?? path.join(repositoryRoot, '.data', 'bench-business') },
);
const services = await startServices({ database, ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 } });
console.log(`services ready over ${companies.toLocaleString('en')} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const pools = Object.fromEntries(
  Object.entries(services.urls).map(([name, url]) => [name, createUpstreamPool(url, { timeoutMs: 30_000, connections: 8 })]),
) as GatewayOptions['pools'];
const calls: string[] = [];
const gateway = createGateway({ pools, persistedOperations: {}, onUpstreamCall: (call) => calls.push(`${call.method} ${call.path}`), logError: () => undefined });
const server = createServer(gateway);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

interface SearchData {
  search: { totalCount: number; edges: { node: { company: { id: string; nationalId: string; registrationNumber: string } | null } }[] };
}

async function graphql<Data>(query: string, variables: Record<string, unknown>): Promise<Data> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const searchQuery = `query ($text: String!) { search(text: $text, first: 20) { totalCount edges { node { title company { id name province capital } person { id fullName } } } } }`;
const firstCompany = await graphql<SearchData>(`query { search(text: "پتروشیمی", type: COMPANY, first: 1) { edges { node { company { id nationalId registrationNumber } } } } }`, {});
const sample = firstCompany.search.edges[0]?.node.company;
if (!sample) throw new Error('the dataset has no petrochemical company');
// Names, a misspelling, Arabic letters, an identifier in Persian digits, a person's name, a product.
const terms = ['پتروشیمی', 'پتروشيمي', 'پتروشمی', 'فولاد مبارکه', 'صنایع غذایی', 'علی محمدی', 'میلگرد', sample.nationalId.replace(/\d/g, (digit: string) => String.fromCharCode(0x06f0 + Number(digit))), sample.registrationNumber];

const latencies: number[] = [];
const perTerm: Record<string, { medianMs: number; totalCount: number }> = {};
for (const term of terms) {
  const own: number[] = [];
  let totalCount = 0;
  for (let run = 0; run < queriesPerTerm; run++) {
    const begin = performance.now();
    totalCount = (await graphql<SearchData>(searchQuery, { text: term })).search.totalCount;
    own.push(performance.now() - begin);
  }
  latencies.push(...own);
  perTerm[term] = { medianMs: percentile(own, 50), totalCount };
}

function percentile(values: number[], rank: number) {
  const sorted = [...values].sort((first, second) => first - second);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)]! * 10) / 10;
}

const companyPage = `query ($id: ID!) { company(id: $id) { id name nationalId capital about contact { address phone } people { role person { id fullName companyCount } }
  parentCompanies { company { id name } } childCompanies { company { id name } } products { name hsCode } tradeByYear { year importUsd exportUsd }
  gazetteEvents { kind publishedOn } capitalHistory { changedOn capital } viewerFollows followerCount } }`;
calls.length = 0;
await graphql<unknown>(companyPage, { id: sample.id });
const pageCalls = calls.reduce<Record<string, number>>((counts, call) => ({ ...counts, [call]: (counts[call] ?? 0) + 1 }), {});

const report = {
  date: new Date().toISOString(),
  companies,
  searches: latencies.length,
  searchLatencyMs: { median: percentile(latencies, 50), p95: percentile(latencies, 95) },
  perTerm,
  companyPage: { upstreamCalls: calls.length, byPath: pageCalls },
};
console.log(JSON.stringify(report, null, 2));
const resultsFolder = path.join(repositoryRoot, 'bench', 'results');
mkdirSync(resultsFolder, { recursive: true });
writeFileSync(path.join(resultsFolder, `business-search-${companies}.json`), `${JSON.stringify(report, null, 2)}\n`);

await new Promise<void>((resolve) => server.close(() => resolve()));
await Promise.all(Object.values(pools).map((pool) => pool.close()));
await services.close();
await database.close();
