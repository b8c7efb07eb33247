import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPrefix, apiKeysPerAccount } from '@rasad/contracts/api-keys.ts';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { apiKeys } from '../../src/accounts/accounts-tables.ts';
import { hashSecret } from '../../src/accounts/credentials/opaque-secrets.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { advanceClock } from './accounts-test-helpers.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let service: TestService;
/** The ENTERPRISE demo account (API access), signed in once: its package allows five sessions. */
let owner: Record<string, string>;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  owner = await signIn('09121000004');
});
afterAll(() => service.close());

async function signIn(userName: string) {
  const response = await service.app.inject({
    method: 'POST',
    url: '/v2/Account/SignIn',
    payload: { userName, password: 'Rasad-Demo-1405' },
  });
  expect(response.json().status).toBe('SIGNED_IN');
  return { authorization: `Bearer ${response.json().accessToken as string}` };
}

const create = (headers: Record<string, string>, name: string, locale = 'fa-IR') =>
  service.app.inject({
    method: 'POST',
    url: '/v1/ApiKeys',
    headers: { ...headers, 'accept-language': locale },
    payload: { name },
  });
const list = async (headers: Record<string, string>) =>
  (await service.app.inject({ url: '/v1/ApiKeys', headers })).json().items as {
    id: string;
    name: string;
    prefix: string;
    lastUsedAt: string | null;
  }[];
const exchange = (apiKey: string) =>
  service.app.inject({ method: 'POST', url: '/v1/ApiKeys/Exchange', payload: { apiKey } });
const revoke = (headers: Record<string, string>, id: string) =>
  service.app.inject({ method: 'POST', url: `/v1/ApiKeys/${id}/Revoke`, headers });

describe('personal API keys', () => {
  it('creates a key for a package with API access: the secret once, only its hash stored', async () => {
    const created = await create(owner, '  گزارش ماهانه ');
    expect(created.statusCode).toBe(200);
    const { key, secret } = created.json() as {
      key: { id: string; prefix: string; name: string };
      secret: string;
    };
    expect(secret.startsWith(apiKeyPrefix)).toBe(true);
    expect(key.name).toBe('گزارش ماهانه');
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(secret.length / 2);
    const [row] = await service.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(hashSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await list(owner);
    expect(listed).toEqual([expect.objectContaining({ id: key.id, name: 'گزارش ماهانه', lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('exchanges a live key for an access token of its owner and records when it was used', async () => {
    const { key, secret } = (await create(owner, 'همگام‌سازی CRM')).json();
    const exchanged = await exchange(secret);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toMatchObject({
      keyId: key.id,
      uuid: '00000000-0000-4000-8000-000000000004',
      packageType: 'ENTERPRISE',
    });
    const asKey = { authorization: `Bearer ${exchanged.json().accessToken as string}` };
    const info = await service.app.inject({ url: '/v2/Profile/GetPersonalInfo', headers: asKey });
    expect(info.json().firstName).toBe('حمید');
    expect((await list(owner)).find((item) => item.id === key.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a duplicate name and more than the allowed number of keys, changing nothing', async () => {
    const duplicate = await create(owner, 'گزارش ماهانه');
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'API_KEY_NAME_TAKEN' });
    expect(duplicate.json().message).toMatch(/نام دیگری/);
    const before = (await list(owner)).length;
    for (let index = before; index < apiKeysPerAccount; index += 1)
      expect((await create(owner, `کلید ${index}`)).statusCode).toBe(200);
    const over = await create(owner, 'یکی بیشتر', 'en-US');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'API_KEY_LIMIT_REACHED' });
    expect(over.json().message).toMatch(/at most/);
    expect(await list(owner)).toHaveLength(apiKeysPerAccount);
  });

  it('revokes: the key, and access tokens already exchanged for it, stop working; a second revoke is refused', async () => {
    const [first] = await list(owner);
    expect((await revoke(owner, first!.id)).statusCode).toBe(200);
    const { key, secret } = (await create(owner, 'کوتاه‌مدت')).json();
    const token = (await exchange(secret)).json().accessToken as string;
    expect((await revoke(owner, key.id)).json()).toEqual({ revokedId: key.id });
    const replay = await revoke(owner, key.id);
    expect(replay.statusCode).toBe(404);
    expect(replay.json().code).toBe('API_KEY_NOT_FOUND');
    const refused = await exchange(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    expect(refused.json().message).toMatch(/کلید تازه‌ای بسازید/);
    const stale = await service.app.inject({
      url: '/v2/Profile/GetPersonalInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await list(owner)).some((item) => item.id === key.id)).toBe(false);
  });

  it("refuses another user's key, an unknown key and an expired one", async () => {
    const { key, secret } = (await create(owner, 'تاریخ‌دار')).json();
    const stranger = await signIn('09121000002');
    expect((await revoke(stranger, key.id)).statusCode).toBe(404);
    expect((await exchange(`${apiKeyPrefix}${'x'.repeat(43)}`)).statusCode).toBe(401);
    expect((await exchange('eyJhbGciOiJFZERTQSJ9.e30.sig')).statusCode).toBe(401);
    advanceClock(service, 366 * 24 * 3600);
    try {
      expect((await exchange(secret)).json().code).toBe('API_KEY_INVALID');
    } finally {
      service.context.now = () => new Date();
    }
  });

  it('is only for packages with API access (the entitlements table)', async () => {
    const professional = await signIn('09121000003');
    const refused = await create(professional, 'گزارش');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'API_ACCESS_REQUIRED' });
    expect(refused.json().message).toMatch(/ارتقا/);
    expect(await list(professional)).toEqual([]);
    const visitor = await service.app.inject({ method: 'POST', url: '/v1/ApiKeys', payload: { name: 'x' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers a bad name in Persian and stores nothing', async () => {
    const before = (await list(owner)).length;
    const empty = await create(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ruleMessage('validation.apiKeyName.required', 'fa-IR'));
    expect((await list(owner)).length).toBe(before);
  });
});
