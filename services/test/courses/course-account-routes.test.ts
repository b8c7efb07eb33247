import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { startServices, type RunningServices } from '../../src/start-services.ts';
import { createTestDatabase } from '../test-database.ts';

let database: OpenDatabase;
let running: RunningServices;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
  running = await startServices({
    database,
    ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
  });
});
afterAll(async () => {
  await running.close();
  await database.close();
});

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${running.urls.courses}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('courses /Account/* against the one identity', () => {
  it('signs a learner in with the demo account and reads the same person back', async () => {
    const signedIn = await post('/Account/SignIn', { userName: '09121000005', password: 'Rasad-Demo-1405' });
    expect(signedIn.body).toMatchObject({
      status: 'SIGNED_IN',
      uuid: '00000000-0000-4000-8000-000000000005',
    });
    const bearer = { authorization: `Bearer ${signedIn.body.accessToken}` };
    const info = await post('/Account/Info', {}, bearer);
    expect(info.body).toMatchObject({ userName: '09121000005', firstName: 'نرگس' });
    const sso = await post('/Account/FromRasad', {}, bearer);
    expect(sso.body.uuid).toBe('00000000-0000-4000-8000-000000000005');
    // The same session ends on both sides.
    expect((await post('/Account/Logout', {}, bearer)).body).toEqual({ signedOut: true });
    const after = await fetch(`${running.urls.accounts}/v2/Profile/GetPersonalInfo`, { headers: bearer });
    expect(after.status).toBe(401);
  });

  it('refuses a wrong password and a visitor in Persian', async () => {
    const wrong = await post('/Account/SignIn', { userName: '09121000006', password: 'wrong-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('نام کاربری یا رمز عبور اشتباه است.');
    const visitor = await post('/Account/Info', {});
    expect(visitor.status).toBe(401);
  });
});
