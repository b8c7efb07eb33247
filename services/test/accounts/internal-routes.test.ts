import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testServiceHeaders } from '../test-service-trust.ts';

let service: TestService;
let bearer: string;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  const signedIn = await service.app.inject({
    method: 'POST',
    url: '/v2/Account/SignIn',
    payload: { userName: '09121000004', password: 'Rasad-Demo-1405' },
  });
  expect(signedIn.json().status).toBe('SIGNED_IN');
  bearer = `Bearer ${signedIn.json().accessToken}`;
});
afterAll(() => service.close());

const outsider = '203.0.113.9';
const ensure = (remoteAddress: string, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: 'POST',
    url: '/internal/v1/Users/Ensure',
    payload: { mobile: '09127770001', fullName: 'مینا کاظمی' },
    headers,
    remoteAddress,
  });

describe('internal accounts routes', () => {
  it('refuse a caller without a service credential wherever it calls from, then a visitor, and serve the courses service', async () => {
    const refused = await ensure('127.0.0.1', { authorization: bearer });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SERVICE_CREDENTIAL_MISSING');
    const courses = await testServiceHeaders('courses', 'accounts');
    const visitor = await ensure('127.0.0.1', courses);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    // Trust is the credential's, not the address's: the courses service may call from any machine.
    const made = await ensure(outsider, { authorization: bearer, ...courses });
    expect(made.statusCode).toBe(200);
    // The refused calls made nothing: the account is made by the service's call.
    expect(made.json()).toMatchObject({ userName: '09127770001', created: true });
  });

  it('keep a user’s subscription standing to the courses service', async () => {
    const userId = '00000000-0000-4000-8000-000000000004';
    const url = `/internal/v1/Subscriptions/Standing?userId=${userId}`;
    const refused = await service.app.inject({ url, remoteAddress: '127.0.0.1' });
    expect(refused.statusCode).toBe(401);
    const standing = await service.app.inject({
      url,
      remoteAddress: outsider,
      headers: await testServiceHeaders('courses', 'accounts'),
    });
    expect(standing.statusCode).toBe(200);
    expect(standing.json()).toMatchObject({ userId, packageType: 'ENTERPRISE' });
  });

  it('grant two orders’ periods bought at once one after the other, never side by side', async () => {
    const made = await service.app.inject({
      method: 'POST',
      url: '/internal/v1/Users/Ensure',
      payload: { mobile: '09127770002', fullName: 'رضا امینی' },
      headers: { authorization: bearer, ...(await testServiceHeaders('courses', 'accounts')) },
    });
    const { userId } = made.json();
    const answers = await Promise.all(
      ['race-order-1', 'race-order-2', 'race-order-3'].map(async (orderId) =>
        service.app.inject({
          method: 'POST',
          url: '/internal/v1/Subscriptions/Grant',
          payload: { userId, packageType: 'PROFESSIONAL', months: 1, seats: 1, orderId },
          headers: await testServiceHeaders('courses', 'accounts'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const periods = answers
      .map((answer) => answer.json().period as { startsAt: string; endsAt: string })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(periods.slice(1).map((period) => period.startsAt)).toEqual(
      periods.slice(0, 2).map((period) => period.endsAt),
    );
  });
});
