import { describe, expect, it } from 'vitest';
import { runningTestServices } from '../running-test-services.ts';

const services = runningTestServices();

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${services.running().urls.courses}${path}`, {
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
    const after = await fetch(`${services.running().urls.accounts}/v2/Profile/GetPersonalInfo`, {
      headers: bearer,
    });
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
