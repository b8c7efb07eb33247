import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { newsletterSubscriptions } from '../../src/business/business-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

async function subscriptionCount() {
  const [row] = await service.database.db.select({ value: count() }).from(newsletterSubscriptions);
  return row?.value ?? 0;
}

describe('POST /v2/Profile/AddToNewsletter', () => {
  it('subscribes once: a second sign-up is a no-op that keeps the first date', async () => {
    service.context.now = () => new Date('2025-02-01T09:00:00Z');
    const first = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/AddToNewsletter',
      payload: { email: '  Ali.Rezaei@Example.IR ' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      email: 'ali.rezaei@example.ir',
      subscribedAt: '2025-02-01T09:00:00.000Z',
      alreadySubscribed: false,
    });

    service.context.now = () => new Date('2025-03-01T09:00:00Z');
    const second = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/AddToNewsletter',
      payload: { email: 'ali.rezaei@example.ir' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      email: 'ali.rezaei@example.ir',
      subscribedAt: '2025-02-01T09:00:00.000Z',
      alreadySubscribed: true,
    });
    expect(await subscriptionCount()).toBe(1);
  });

  it('keeps one row when the same address signs up concurrently', async () => {
    const before = await subscriptionCount();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        service.app.inject({
          method: 'POST',
          url: '/v2/Profile/AddToNewsletter',
          payload: { email: 'same@example.com' },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => !response.json().alreadySubscribed)).toHaveLength(1);
    expect(await subscriptionCount()).toBe(before + 1);
  });

  it('rejects an invalid address in Persian, or English on request, storing nothing', async () => {
    const before = await subscriptionCount();
    const persian = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/AddToNewsletter',
      payload: { email: 'ali@' },
    });
    expect(persian.statusCode).toBe(400);
    expect(persian.json().message).toBe(ruleMessage('validation.email.invalid', 'fa-IR'));
    const english = await service.app.inject({
      method: 'POST',
      url: '/v2/Profile/AddToNewsletter',
      headers: { 'accept-language': 'en-US' },
      payload: {},
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(ruleMessage('validation.email.required', 'en-US'));
    expect(await subscriptionCount()).toBe(before);
  });
});
