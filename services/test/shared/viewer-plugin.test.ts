import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsService } from '../../src/analytics/analytics-service.ts';
import { signedInScope, viewerOf } from '../../src/shared/auth/signed-in-scope.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { issueTestAccessToken } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService({
    ...analyticsService,
    async registerRoutes(app) {
      app.get('/who-am-i', async (request) => ({ viewer: request.viewer }));
      await signedInScope(app, (scope) => {
        scope.get('/members-only', async (request) => ({ userId: viewerOf(request).userId }));
      });
    },
  });
});
afterAll(() => service.close());

const userId = '00000000-0000-4000-8000-000000000002';

describe('viewer plugin', () => {
  it('reads the viewer from a bearer token, and null without one', async () => {
    const sessionId = '11111111-1111-4111-8111-111111111111';
    const token = await issueTestAccessToken({ userId, packageType: 'BASIC', sessionId });
    const signedIn = await service.app.inject({
      url: '/who-am-i',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json()).toEqual({ viewer: { userId, sessionId, packageType: 'BASIC' } });
    const visitor = await service.app.inject({ url: '/who-am-i' });
    expect(visitor.json()).toEqual({ viewer: null });
  });

  it('refuses an expired or forged token with 401 UNAUTHENTICATED in the caller’s language', async () => {
    const expired = await issueTestAccessToken({ userId, packageType: 'FREE', expiresInSeconds: -10 });
    const response = await service.app.inject({
      url: '/who-am-i',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'نشست شما معتبر نیست یا به پایان رسیده است. لطفاً دوباره وارد شوید.',
    });
    const valid = await issueTestAccessToken({ userId, packageType: 'FREE' });
    const [header, payload] = valid.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const english = await service.app.inject({
      url: '/who-am-i',
      headers: { authorization: `Bearer ${forged}`, 'accept-language': 'en-US' },
    });
    expect(english.statusCode).toBe(401);
    expect(english.json().message).toBe('Your session is not valid or has ended. Please sign in again.');
  });

  it('signedInScope answers a visitor with 401 and lets a signed-in caller through', async () => {
    const visitor = await service.app.inject({ url: '/members-only' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    const token = await issueTestAccessToken({ userId, packageType: 'ENTERPRISE' });
    const member = await service.app.inject({
      url: '/members-only',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(member.json()).toEqual({ userId });
  });
});
