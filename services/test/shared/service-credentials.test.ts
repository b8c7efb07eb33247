import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { businessService } from '../../src/business/business-service.ts';
import { accountsDigestSender } from '../../src/business/saved-searches/accounts-digest-sender.ts';
import { subscriptionClient } from '../../src/courses/commerce/commerce-clients.ts';
import { businessInternalClient } from '../../src/shared/companies/business-internal-client.ts';
import { unsafeProductionSettings } from '@rasad/contracts/production-settings.ts';
import { createServiceApp } from '../../src/shared/http/create-service-app.ts';
import { serviceProductionRules } from '../../src/shared/production-rules.ts';
import type { ServiceContext } from '../../src/shared/service-definition.ts';
import type { ServiceName } from '../../src/shared/service-name.ts';
import { internalRoutesGuard } from '../../src/shared/service-trust/internal-routes-guard.ts';
import {
  generateServiceSigningKey,
  loadServiceSigningKey,
  ServiceSigningKeyError,
} from '@rasad/auth/service-signing-key.ts';
import {
  createServiceTrust,
  localCallerKeySets,
  remoteCallerKeySets,
  serviceCredentialHeader,
  ServiceCredentialError,
} from '../../src/shared/service-trust/service-trust.ts';
import { listenServiceApp } from '../../src/start-services.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testServiceHeaders, testServiceKeySets, testServiceTrust } from '../test-service-trust.ts';

/** Every internal route, with the one service that may call it. */
const internalRoutes: Record<string, { service: 'accounts' | 'business'; caller: ServiceName }> = {
  'get /internal/v1/Subscriptions/Standing': { service: 'accounts', caller: 'courses' },
  'post /internal/v1/Subscriptions/Grant': { service: 'accounts', caller: 'courses' },
  'post /internal/v1/Messages/Digest': { service: 'accounts', caller: 'business' },
  'post /internal/v1/Messages/Sms': { service: 'accounts', caller: 'business' },
  'post /internal/v1/Users/Ensure': { service: 'accounts', caller: 'courses' },
  'post /internal/v1/Users/CompanyPackage': { service: 'accounts', caller: 'courses' },
  'get /internal/v2/Companies/Managers': { service: 'business', caller: 'courses' },
  'get /internal/v2/Companies/ManagedBy': { service: 'business', caller: 'courses' },
};

const services: Partial<Record<'accounts' | 'business', TestService>> = {};
beforeAll(async () => {
  services.accounts = await buildTestService(accountsService);
  services.business = await buildTestService(businessService);
});
afterAll(async () => {
  await services.accounts?.close();
  await services.business?.close();
});

/** A call from loopback, where every service of one machine (and anything else on it) calls from. */
function callRoute(route: string, headers: Record<string, string>) {
  const [method, url] = route.split(' ') as ['get' | 'post', string];
  const { service } = internalRoutes[route]!;
  return services[service]!.app.inject({
    method: method.toUpperCase() as 'GET' | 'POST',
    url,
    headers: { 'accept-language': 'fa-IR', ...headers },
    remoteAddress: '127.0.0.1',
    ...(method === 'post' ? { payload: {} } : {}),
  });
}

/** Replaces one character of a JWT's part (0 header, 1 payload, 2 signature) with another valid one. */
function tampered(credential: string, part: 0 | 1 | 2): string {
  const parts = credential.split('.');
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  return parts.join('.');
}

describe('internal routes', () => {
  it('are exactly the routes the tests know, in both services’ OpenAPI documents, with 401 and 403', async () => {
    const found: string[] = [];
    for (const service of ['accounts', 'business'] as const) {
      const document = (await services[service]!.app.inject({ url: '/docs/json' })).json() as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      for (const [path, methods] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(methods))
          if (path.startsWith('/internal/')) {
            found.push(`${method} ${path}`);
            expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
          }
    }
    expect(found.sort()).toEqual(Object.keys(internalRoutes).sort());
  });

  for (const [route, { service, caller }] of Object.entries(internalRoutes)) {
    describe(route, () => {
      it('refuses a local caller with no credential, in Persian and in English', async () => {
        const refused = await callRoute(route, {});
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          code: 'SERVICE_CREDENTIAL_MISSING',
          message: 'این بخش فقط برای سرویس‌های خود رصد است و درخواست بدون اعتبارنامهٔ سرویس پذیرفته نمی‌شود.',
          fieldErrors: [],
        });
        const english = await callRoute(route, { 'accept-language': 'en' });
        expect(english.json().message).toBe(
          'This is for Rasad’s own services; a request without a service credential is refused.',
        );
      });

      it('refuses forged, tampered, expired and misaddressed credentials with 401', async () => {
        const good = await testServiceTrust(caller).credentialFor(service);
        const credentials = {
          'signed by a key no service published': await testServiceTrust(caller, {
            signingKey: await generateServiceSigningKey(),
          }).credentialFor(service),
          'with a changed header': tampered(good, 0),
          'with a changed payload': tampered(good, 1),
          'with a changed signature': tampered(good, 2),
          'unsigned (alg none)': `${Buffer.from('{"alg":"none","typ":"service+jwt"}').toString('base64url')}.${good.split('.')[1]}.`,
          'expired a minute and more ago': await testServiceTrust(caller, {
            clock: () => new Date(Date.now() - 70_000),
          }).credentialFor(service),
          'made for another service': await testServiceTrust(caller).credentialFor(
            service === 'accounts' ? 'business' : 'accounts',
          ),
          'not a JWT': 'let-me-in',
        };
        for (const [kind, credential] of Object.entries(credentials)) {
          const refused = await callRoute(route, { [serviceCredentialHeader]: credential });
          expect({ kind, status: refused.statusCode, code: refused.json().code }).toEqual({
            kind,
            status: 401,
            code: 'SERVICE_CREDENTIAL_INVALID',
          });
          expect(refused.json().message).toBe('اعتبارنامهٔ سرویس معتبر نیست یا منقضی شده است.');
        }
      });

      it('refuses a good credential of a service the route does not serve with 403', async () => {
        for (const other of [
          'analytics',
          'payments',
          caller === 'courses' ? 'business' : 'courses',
        ] as const) {
          const refused = await callRoute(route, await testServiceHeaders(other, service));
          expect({ other, status: refused.statusCode, code: refused.json().code }).toEqual({
            other,
            status: 403,
            code: 'SERVICE_NOT_ALLOWED',
          });
        }
      });

      it(`lets the ${caller} service through to the route itself`, async () => {
        const answer = await callRoute(route, await testServiceHeaders(caller, service));
        // The route reads its input now: an empty one is the route's own 400 (or, signed-in routes, 401 for no user).
        expect([400, 401]).toContain(answer.statusCode);
        expect(answer.json().code).not.toMatch(/^SERVICE_/);
      });
    });
  }

  it('never give a FREE account a subscription from loopback without a credential (issue #50)', async () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    const accounts = services.accounts!.app;
    const grant = { userId, packageType: 'ENTERPRISE', months: 12, seats: 5, orderId: 'no-credential' };
    const refused = await accounts.inject({
      method: 'POST',
      url: '/internal/v1/Subscriptions/Grant',
      payload: grant,
      remoteAddress: '127.0.0.1',
    });
    expect(refused.statusCode).toBe(401);
    const standing = await accounts.inject({
      url: `/internal/v1/Subscriptions/Standing?userId=${userId}`,
      headers: await testServiceHeaders('courses', 'accounts'),
    });
    expect(standing.json()).toMatchObject({ packageType: 'FREE', current: null });
  });
});

describe('the service key set', () => {
  it('is published by every service at /.well-known/service-jwks.json, public half only', async () => {
    const published = await services.business!.app.inject({ url: '/.well-known/service-jwks.json' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(testServiceKeySets.business);
    expect(JSON.stringify(published.json())).not.toContain('"d"');
  });
});

describe('the guard', () => {
  async function guardedApp(lines: string[]) {
    const app = await createServiceApp({
      title: 'guard',
      description: 'guard',
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
    await app.register(internalRoutesGuard, { trust: testServiceTrust('accounts') });
    return app;
  }

  it('stops a service from starting with an internal route that names no callers', async () => {
    const app = await guardedApp([]);
    await expect(
      app.register(
        async (domain) => {
          domain.get('/Forgotten', { schema: { querystring: z.object({}) } }, async () => ({ ok: true }));
        },
        { prefix: '/internal/v1' },
      ),
    ).rejects.toThrow(/GET \/internal\/v1\/Forgotten is internal but names no config.serviceCallers/);
  });

  it('logs each refusal with its reason and never the credential', async () => {
    const lines: string[] = [];
    const app = await guardedApp(lines);
    app.get('/internal/v1/Thing', { config: { serviceCallers: ['courses'] } }, async () => ({ ok: true }));
    await app.ready();
    const expired = await testServiceTrust('courses', {
      clock: () => new Date(Date.now() - 120_000),
    }).credentialFor('accounts');
    expect((await app.inject({ url: '/internal/v1/Thing' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/internal/v1/Thing', headers: { [serviceCredentialHeader]: expired } }))
        .statusCode,
    ).toBe(401);
    const fromBusiness = await testServiceHeaders('business', 'accounts');
    expect((await app.inject({ url: '/internal/v1/Thing', headers: fromBusiness })).statusCode).toBe(403);
    const good = await app.inject({
      url: '/internal/v1/Thing',
      headers: await testServiceHeaders('courses', 'accounts'),
    });
    expect(good.json()).toEqual({ ok: true });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map(({ msg, reason, caller }) => ({ msg, reason, caller }))).toEqual([
      { msg: 'internal call refused', reason: 'no service credential', caller: undefined },
      { msg: 'internal call refused', reason: 'ERR_JWT_EXPIRED (exp)', caller: undefined },
      { msg: 'internal call refused', reason: 'caller not allowed on this route', caller: 'business' },
    ]);
    expect(lines.join('')).not.toContain(expired);
    expect(lines.join('')).not.toContain(fromBusiness[serviceCredentialHeader]!);
    await app.close();
  });
});

describe('signing keys', () => {
  it('refuse to start in production without a key, naming the variables', async () => {
    await expect(loadServiceSigningKey('courses', { NODE_ENV: 'production' })).rejects.toThrow(
      ServiceSigningKeyError,
    );
    await expect(loadServiceSigningKey('courses', { NODE_ENV: 'production' })).rejects.toThrow(
      /COURSES_SERVICE_SIGNING_KEY or SERVICE_SIGNING_KEY/,
    );
    expect((await loadServiceSigningKey('courses', {})).configured).toBe(false);
  });

  it('are among the settings a production start lists all at once', () => {
    const production = { NODE_ENV: 'production', IPG_MERCHANT_SECRET: 'merchant-secret' };
    const missing = unsafeProductionSettings(serviceProductionRules(['courses', 'business']), production);
    expect(missing.map((line) => line.split(':')[0])).toEqual([
      'COURSES_SERVICE_SIGNING_KEY',
      'BUSINESS_SERVICE_SIGNING_KEY',
    ]);
    const withOwn = { ...production, COURSES_SERVICE_SIGNING_KEY: 'pem', SERVICE_SIGNING_KEY: ' ' };
    expect(unsafeProductionSettings(serviceProductionRules(['courses']), withOwn)).toEqual([]);
    const withShared = { ...production, SERVICE_SIGNING_KEY: 'pem' };
    expect(unsafeProductionSettings(serviceProductionRules(['courses']), withShared)).toEqual([]);
  });

  it('are read from a PEM or a JWK, the service’s own variable first, and sign what its key set verifies', async () => {
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const fromPem = await loadServiceSigningKey('courses', {
      NODE_ENV: 'production',
      COURSES_SERVICE_SIGNING_KEY: String(ed25519),
      SERVICE_SIGNING_KEY: JSON.stringify(p256),
    });
    expect(fromPem).toMatchObject({ algorithm: 'EdDSA', configured: true });
    const fromJwk = await loadServiceSigningKey('courses', {
      NODE_ENV: 'production',
      SERVICE_SIGNING_KEY: JSON.stringify({ ...p256, kid: 'courses-2026' }),
    });
    expect(fromJwk).toMatchObject({ algorithm: 'ES256', keyId: 'courses-2026' });
    expect(fromJwk.publicJwk).not.toHaveProperty('d');
    for (const signingKey of [fromPem, fromJwk]) {
      const courses = createServiceTrust({
        service: 'courses',
        signingKey,
        callerKeySets: localCallerKeySets({}),
      });
      const accounts = createServiceTrust({
        service: 'accounts',
        signingKey: await generateServiceSigningKey(),
        callerKeySets: localCallerKeySets({ courses: courses.publicKeySet() }),
      });
      expect(await accounts.verify(await courses.credentialFor('accounts'))).toBe('courses');
    }
    await expect(loadServiceSigningKey('courses', { SERVICE_SIGNING_KEY: 'not a key' })).rejects.toThrow(
      /SERVICE_SIGNING_KEY is neither/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(loadServiceSigningKey('courses', { SERVICE_SIGNING_KEY: String(rsa) })).rejects.toThrow(
      /Ed25519 or P-256/,
    );
  });
});

describe('callers’ key sets fetched from their services', () => {
  it('are fetched once, and again when a restarted caller signs with a new key', async () => {
    let published = testServiceTrust('courses').publicKeySet();
    let fetches = 0;
    const server = createServer((request, response) => {
      fetches++;
      expect(request.url).toBe('/.well-known/service-jwks.json');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(published));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const coursesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const accounts = createServiceTrust({
        service: 'accounts',
        signingKey: await generateServiceSigningKey(),
        callerKeySets: remoteCallerKeySets(
          (caller) => (caller === 'courses' ? coursesUrl : 'http://127.0.0.1:9'),
          { cooldownMs: 0 },
        ),
      });
      const courses = testServiceTrust('courses');
      expect(await accounts.verify(await courses.credentialFor('accounts'))).toBe('courses');
      expect(await accounts.verify(await courses.credentialFor('accounts'))).toBe('courses');
      expect(fetches).toBe(1);

      const restartedKey = await generateServiceSigningKey();
      const restarted = testServiceTrust('courses', { signingKey: restartedKey });
      published = restarted.publicKeySet();
      expect(await accounts.verify(await restarted.credentialFor('accounts'))).toBe('courses');
      expect(fetches).toBe(2);
      // The old key is gone from the published set: its credentials are no longer believed.
      await expect(accounts.verify(await courses.credentialFor('accounts'))).rejects.toThrow(
        ServiceCredentialError,
      );
      // A service that publishes nothing reachable is never believed either.
      await expect(
        accounts.verify(await testServiceTrust('business').credentialFor('accounts')),
      ).rejects.toThrow(ServiceCredentialError);
    } finally {
      server.close();
    }
  });
});

describe('the services’ own internal calls', () => {
  it('carry their service’s credential: the right caller is served, another refused', async () => {
    const accountsUrl = await listenServiceApp(services.accounts!.app, 0, '127.0.0.1');
    const businessUrl = await listenServiceApp(services.business!.app, 0, '127.0.0.1');
    const serviceUrls = { accounts: accountsUrl, business: businessUrl };
    const as = (caller: ServiceName): ServiceContext => ({
      ...services.business!.context,
      serviceUrls,
      serviceTrust: testServiceTrust(caller),
    });

    const digest = (caller: ServiceName) =>
      accountsDigestSender(
        () => accountsUrl,
        () => testServiceTrust(caller),
      )('00000000-0000-4000-8000-000000000002', 'دو شرکت تازه');
    await expect(digest('business')).resolves.toBeUndefined();
    await expect(digest('courses')).rejects.toThrow(/answered 403/);

    const grant = (caller: ServiceName, orderId: string) =>
      subscriptionClient(as(caller)).grant({
        userId: '00000000-0000-4000-8000-000000000003',
        packageType: 'BASIC',
        months: 1,
        seats: 1,
        orderId,
      });
    await expect(grant('courses', 'signed-order')).resolves.toMatchObject({ startsAt: expect.any(String) });
    await expect(grant('business', 'unsigned-order')).rejects.toThrow(/answered 403/);

    await expect(businessInternalClient(as('courses')).managersOf(1)).resolves.toEqual(expect.any(Array));
    await expect(businessInternalClient(as('analytics')).managersOf(1)).rejects.toThrow(/answered 403/);
  });
});
