import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test-database.ts';

/**
 * The production build as an operator runs it: `scripts/build-deployables.mjs` compiles the packages, then a service
 * and the gateway start from their `dist` with plain node (no tsx loader, no TypeScript), each on its own, and
 * answer `/readyz`. With NODE_ENV=production and development defaults left in place, both refuse to start and name
 * the variables to set.
 */
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serviceEntry = path.join(repositoryRoot, 'services/dist/start-one-service.js');
const gatewayEntry = path.join(repositoryRoot, 'gateway/dist/start-gateway.js');
const children: ChildProcess[] = [];
let removeDatabase: () => Promise<void> = async () => undefined;

/** The environment without anything that would load TypeScript: the compiled output must run on its own. */
function plainNodeEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

/** Starts compiled JavaScript with node alone; resolves with the URL its first matching line names. */
async function startCompiled(entry: string, env: NodeJS.ProcessEnv, urlPattern: RegExp) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = urlPattern.exec(output.join(''))?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}: ${output.join('')}`)));
  });
  return { child, url };
}

/** Runs compiled JavaScript expected to end by itself; its exit code and everything it wrote. */
async function runToExit(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [entry], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function databaseEnvironment(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase('seeded');
    removeDatabase = () => database.close();
    return { DATABASE_URL: database.databaseUrl! };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'rasad-compiled-build-'));
  removeDatabase = () => rm(folder, { recursive: true, force: true });
  return {
    DATABASE_URL: '',
    PGLITE_DATA_DIR: path.join(folder, 'pglite'),
    PGLITE_TEMPLATE: inject('pgliteSeededTemplatePath'),
  };
}

beforeAll(async () => {
  // The JavaScript half of `pnpm build` (the web app is not needed here): a few seconds.
  await promisify(execFile)(process.execPath, ['scripts/build-deployables.mjs'], { cwd: repositoryRoot });
}, 120_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await removeDatabase();
});

describe('the production build', () => {
  it('starts a service and the gateway from dist with plain node, each answering /readyz', async () => {
    const business = await startCompiled(
      serviceEntry,
      plainNodeEnvironment({
        SERVICE: 'business',
        HOST: '127.0.0.1',
        PORT: '0',
        ...(await databaseEnvironment()),
      }),
      /business service listening on (http:\/\/\S+)/,
    );
    expect((await fetch(`${business.url}/readyz`)).status).toBe(200);

    // The gateway's readiness asks each upstream's /readyz: here the one compiled service stands for all five.
    const upstreams = Object.fromEntries(
      ['ACCOUNTS', 'BUSINESS', 'COURSES', 'ANALYTICS', 'PAYMENTS'].map((name) => [
        `${name}_SERVICE_URL`,
        business.url,
      ]),
    );
    const gateway = await startCompiled(
      gatewayEntry,
      plainNodeEnvironment({ ...upstreams, HOST: '127.0.0.1', PORT: '0', REDIS_URL: '' }),
      /gateway: (http:\/\/\S+)\/graphql/,
    );
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', upstreams: { business: true } });
  }, 120_000);

  it('refuses production on development defaults, naming each variable to set', async () => {
    const gateway = await runToExit(
      gatewayEntry,
      plainNodeEnvironment({ NODE_ENV: 'production', PUBLIC_ID_KEY: '', PORT: '0' }),
    );
    expect(gateway.code).toBe(1);
    expect(gateway.output).toContain('The gateway refuses to start with NODE_ENV=production');
    expect(gateway.output).toContain('PUBLIC_ID_KEY');

    const payments = await runToExit(
      serviceEntry,
      plainNodeEnvironment({
        SERVICE: 'payments',
        NODE_ENV: 'production',
        PORT: '0',
        // Production's own floor (the suite's cost of 10 is refused on its own, before these rules run).
        PASSWORD_HASH_COST: '15',
        IPG_MERCHANT_SECRET: '',
        CLOCK_CONTROL_TOKEN: 'moves-the-clock',
      }),
    );
    expect(payments.code).toBe(1);
    expect(payments.output).toContain('The payments service refuses to start with NODE_ENV=production');
    expect(payments.output).toContain('IPG_MERCHANT_SECRET');
    expect(payments.output).toContain('CLOCK_CONTROL_TOKEN');
  }, 60_000);
});
