import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshSigningKeyEnvironment } from '@rasad/auth/service-signing-key.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * The accounts service as operators run it (NODE_ENV=production, request logging on, codes posted to
 * an SMS provider), walked through sign-up, both sign-ins and refresh: no log line may carry a
 * password, a code or a refresh token.
 */
const servicesRoot = fileURLToPath(new URL('../..', import.meta.url));
const delivered: { to: string; text: string }[] = [];
let provider: Server;
let child: ChildProcess;
let baseUrl: string;
const logLines: string[] = [];
let removeDatabase: () => Promise<void>;

/**
 * The service's database, seeded already, so that it starts as a deployed service restarts (migrations and demo data
 * found in place), not with a cluster initialised from nothing: that costs seconds of CPU, which on a busy machine
 * outlasted the hook. On a server run, a seeded database on the server; else a PGlite folder started from the dump.
 */
async function seededDatabaseEnvironment(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase('seeded');
    removeDatabase = () => database.close();
    return { DATABASE_URL: database.databaseUrl! };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'rasad-production-logs-'));
  removeDatabase = () => rm(folder, { recursive: true, force: true });
  return {
    DATABASE_URL: '',
    PGLITE_DATA_DIR: path.join(folder, 'pglite'),
    PGLITE_TEMPLATE: inject('pgliteSeededTemplatePath'),
  };
}

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const message = JSON.parse(body) as { to: string; text: string };
      delivered.push(message);
      // The provider is down for one real account: its sign-in must answer like anyone else's.
      response.statusCode = message.to === '09121000002' ? 503 : 202;
      response.end();
    });
  });
  provider.listen(0, '127.0.0.1');
  await once(provider, 'listening');
  const providerPort = (provider.address() as AddressInfo).port;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/start-one-service.ts'], {
    cwd: servicesRoot,
    env: {
      ...process.env,
      SERVICE: 'accounts',
      PORT: '0',
      NODE_ENV: 'production',
      // Production refuses to start without the service's own key for its calls to other services.
      ...freshSigningKeyEnvironment(['accounts']),
      // Production hashes at full cost (the suite's own 10 is refused there).
      PASSWORD_HASH_COST: '15',
      LOG_REQUESTS: 'true',
      ...(await seededDatabaseEnvironment()),
      MESSAGE_SENDER: 'http',
      MESSAGE_PROVIDER_URL: `http://127.0.0.1:${providerPort}/messages`,
      MESSAGE_PROVIDER_TOKEN: 'provider-token',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(line);
        const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
        if (url) resolve(url);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) =>
      reject(new Error(`accounts service exited with ${code}: ${logLines.join('\n')}`)),
    );
  });
}, 60_000);

afterAll(async () => {
  child.kill('SIGTERM');
  await once(child, 'exit');
  provider.close();
  await removeDatabase();
});

async function call(method: string, path: string, body?: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, text: await response.text() };
}

async function deliveredCode(to: string): Promise<string> {
  await expect.poll(() => delivered.some((message) => message.to === to)).toBe(true);
  return /\b\d{5}\b/.exec(delivered.filter((message) => message.to === to).at(-1)!.text)![0];
}

describe('accounts service in production', () => {
  it('keeps passwords, codes and refresh tokens out of every log line', async () => {
    const secrets: string[] = [];
    const password = 'Kuh-e-Damavand-5610';
    secrets.push(password);
    expect((await call('POST', '/v1/Account/SignUp', { userName: '09351234567', password })).status).toBe(
      200,
    );
    const signUpCode = await deliveredCode('09351234567');
    secrets.push(signUpCode);
    const confirmed = JSON.parse(
      (await call('POST', '/v1/Account/ConfirmOTP', { userName: '09351234567', code: signUpCode })).text,
    );
    expect(confirmed.status).toBe('SIGNED_IN');
    secrets.push(confirmed.refreshToken);
    const refreshed = JSON.parse(
      (
        await call('POST', '/v2/Account/RefreshToken', {
          accessToken: confirmed.accessToken,
          refreshToken: confirmed.refreshToken,
        })
      ).text,
    );
    secrets.push(refreshed.refreshToken);
    // A replayed refresh token is refused (and logged as a request like any other).
    expect(
      (
        await call('POST', '/v2/Account/RefreshToken', {
          accessToken: confirmed.accessToken,
          refreshToken: confirmed.refreshToken,
        })
      ).status,
    ).toBe(401);

    const signedIn = JSON.parse(
      (await call('POST', '/v2/Account/SignIn', { userName: '09121000004', password: 'Rasad-Demo-1405' }))
        .text,
    );
    secrets.push('Rasad-Demo-1405', signedIn.refreshToken);
    expect((await call('POST', '/Account/SignInByOTP', { userName: '09121000003' })).status).toBe(200);
    const signInCode = await deliveredCode('09121000003');
    secrets.push(signInCode);
    expect(
      (await call('POST', '/v1/Account/ConfirmOTP', { userName: '09121000003', code: signInCode })).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v1/Account/ConfirmOTP', {
          userName: '09121000003',
          code: signInCode === '12345' ? '54321' : '12345',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/v1/Account/ForgetPassword', { userName: '09121000001' })).status).toBe(200);
    secrets.push(await deliveredCode('09121000001'));
    // The outbox is closed in production.
    expect((await call('GET', '/v1/Outbox?userName=09121000001')).status).not.toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it('answers the same for a real account whose message the provider refuses and for a name without an account', async () => {
    const real = await call('POST', '/Account/SignInByOTP', { userName: '09121000002' });
    const unknown = await call('POST', '/Account/SignInByOTP', { userName: '09129999999' });
    expect(real).toEqual(unknown);
    expect(real.status).toBe(200);
    await expect.poll(() => delivered.some((message) => message.to === '09121000002')).toBe(true);
    expect(delivered.some((message) => message.to === '09129999999')).toBe(false);
    await expect
      .poll(() => logLines.some((line) => line.includes('not delivered: message provider answered 503')))
      .toBe(true);
  });
});
