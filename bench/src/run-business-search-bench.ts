import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, type GatewayOptions } from '@rasad/gateway/create-gateway.ts';
import { createUpstreamPool } from '@rasad/gateway/shared/upstream/upstream-pool.ts';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';

/**
 * Search latency over a large generated dataset, through the gateway (median and p95), and the
 * upstream calls a company page makes. The dataset (BENCH_COMPANIES, 1,000,000 by default) is
 * generated once and reused: on the PostgreSQL server at BENCH_DATABASE_URL when it is set, else in
 * the PGlite folder BENCH_BUSINESS_DB (default .data/bench-business). Everything listens on loopback,
 * and the run stops after BENCH_TIMEOUT_SECONDS (3,600 by default, generation included).
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const companies = Number(process.env.BENCH_COMPANIES ?? 1_000_000);
const queriesPerTerm = Number(process.env.BENCH_SEARCHES ?? 20);
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3600);
process.env.BUSINESS_DATASET_COMPANIES = String(companies);
setTimeout(() => {
  console.error(`business search benchmark: stopped after ${timeoutSeconds} s`);
  process.exit(1);
}, timeoutSeconds * 1000).unref();

const started = performance.now();
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  databaseUrl
    ? { databaseUrl }
    : {
        pgliteDirectory:
          process.env.BENCH_BUSINESS_DB ?? path.join(repositoryRoot, '.data', 'bench-business'),
      },
);
const services = await startServices({
  database,
  host: '127.0.0.1',
  ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
});
const readySeconds = (performance.now() - started) / 1000;
console.log(
  `services ready over ${companies.toLocaleString('en')} companies (${database.engine}) in ${readySeconds.toFixed(1)} s`,
);

const pools = Object.fromEntries(
  Object.entries(services.urls).map(([name, url]) => [
    name,
    createUpstreamPool(url, { timeoutMs: 30_000, connections: 8 }),
  ]),
) as GatewayOptions['pools'];
const calls: string[] = [];
const gateway = createGateway({
  pools,
  persistedOperations: {},
  onUpstreamCall: (call) => calls.push(`${call.method} ${call.path}`),
  logError: () => undefined,
  // Each search goes to the services: the shared response cache would answer every repeat of a term itself.
  responseCache: false,
  // The bench sends its own search documents (the development switch allows it), faster than a visitor's budget.
  protection: { openQueries: true, budgetScale: 1_000_000 },
});
const server = createServer(gateway);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

interface SearchData {
  search: {
    totalCount: number;
    edges: { node: { company: { id: string; nationalId: string; registrationNumber: string } | null } }[];
  };
}

async function graphql<Data>(query: string, variables: Record<string, unknown>): Promise<Data> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(60_000),
    method: 'POST',
    // Uncompressed, as the figures before /graphql answered gzip were measured: the search's own latency.
    headers: {
      'content-type': 'application/json',
      'accept-language': 'fa-IR',
      'accept-encoding': 'identity',
      'x-rasad-client': 'rasad-bench',
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const searchQuery = `query ($text: String!) { search(text: $text, first: 20) { totalCount edges { node { title company { id name province capital } person { id fullName } } } } }`;
const firstCompany = await graphql<SearchData>(
  `
    query {
      search(text: "پتروشیمی", type: COMPANY, first: 1) {
        edges {
          node {
            company {
              id
              nationalId
              registrationNumber
            }
          }
        }
      }
    }
  `,
  {},
);
const sample = firstCompany.search.edges[0]?.node.company;
if (!sample) throw new Error('the dataset has no petrochemical company');
const persianDigits = (text: string) =>
  text.replace(/\d/g, (digit: string) => String.fromCharCode(0x06f0 + Number(digit)));
/** What people type: a name prefix, whole names in Persian and Arabic letters, a misspelling, identifiers, a person, a product. */
const terms: Record<string, string> = {
  'name prefix': 'پتروش',
  name: 'پتروشیمی',
  'name in Arabic letters': 'پتروشيمي',
  'misspelt name': 'پتروشمی',
  'two-word name': 'صنایع غذایی',
  'national ID': sample.nationalId,
  'registration number in Persian digits': persianDigits(sample.registrationNumber),
  "person's name": 'علی محمدی',
  product: 'میلگرد',
};

const latencies: number[] = [];
const perTerm: Record<
  string,
  { text: string; medianMs: number; p95Ms: number; totalCount: number; firstIsSample?: boolean }
> = {};
for (const [label, term] of Object.entries(terms)) {
  // One unmeasured search first, so the figures show a warm cache, as a running service has.
  await graphql<SearchData>(searchQuery, { text: term });
  const own: number[] = [];
  let result: SearchData | undefined;
  for (let run = 0; run < queriesPerTerm; run++) {
    const begin = performance.now();
    result = await graphql<SearchData>(searchQuery, { text: term });
    own.push(performance.now() - begin);
  }
  latencies.push(...own);
  const firstId = result?.search.edges[0]?.node.company?.id;
  perTerm[label] = {
    text: term,
    medianMs: percentile(own, 50),
    p95Ms: percentile(own, 95),
    totalCount: result?.search.totalCount ?? 0,
    ...(label === 'national ID' || label.startsWith('registration')
      ? { firstIsSample: firstId === sample.id }
      : {}),
  };
  console.log(
    `${label} (${term}): median ${perTerm[label].medianMs} ms, p95 ${perTerm[label].p95Ms} ms, ${perTerm[label].totalCount} results`,
  );
}

function percentile(values: number[], rank: number) {
  const sorted = [...values].sort((first, second) => first - second);
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)]! * 10) / 10
  );
}

const companyPage = `query ($id: ID!) { company(id: $id) { id name nationalId capital about contact { address phone } people { role person { id fullName companyCount } }
  parentCompanies { company { id name } } childCompanies { company { id name } } products { name hsCode } tradeByYear { year importUsd exportUsd }
  gazetteEvents { kind publishedOn } capitalHistory { changedOn capital } viewerFollows followerCount } }`;
calls.length = 0;
await graphql<unknown>(companyPage, { id: sample.id });
const pageCalls = calls.reduce<Record<string, number>>(
  (counts, call) => ({ ...counts, [call]: (counts[call] ?? 0) + 1 }),
  {},
);

const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  database: database.engine,
  companies,
  readySeconds: Math.round(readySeconds * 10) / 10,
  searches: latencies.length,
  searchLatencyMs: { median: percentile(latencies, 50), p95: percentile(latencies, 95) },
  perTerm,
  companyPage: { upstreamCalls: calls.length, byPath: pageCalls },
};
console.log(JSON.stringify(report, null, 2));
const resultsFolder = path.join(repositoryRoot, 'bench', 'results');
mkdirSync(resultsFolder, { recursive: true });
writeFileSync(
  path.join(resultsFolder, `business-search-${database.engine}-${companies}.json`),
  `${JSON.stringify(report, null, 2)}\n`,
);

await new Promise<void>((resolve) => server.close(() => resolve()));
await Promise.all(Object.values(pools).map((pool) => pool.close()));
await services.close();
await database.close();
