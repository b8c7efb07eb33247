import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { consultantRequests } from '../../src/business/business-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

async function storedRequests() {
  const [row] = await service.database.db.select({ value: count() }).from(consultantRequests);
  return row?.value ?? 0;
}

describe('POST /v1/Crm/RequestConsultant', () => {
  it('stores the request and returns a reference number', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/v1/Crm/RequestConsultant',
      payload: {
        fullName: 'رضا محمدی',
        mobile: '00989351234567',
        companyName: 'بازرگانی نوین پارس',
        description: 'اشتراک سازمانی برای ۱۰ کاربر',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      referenceNumber: expect.stringMatching(/^2\d{7}$/),
      receivedAt: expect.any(String),
    });
    const [stored] = await service.database.db.select().from(consultantRequests);
    expect(stored).toMatchObject({ mobile: '09351234567', companyName: 'بازرگانی نوین پارس' });
  });

  it('requires a valid name and mobile and stores nothing otherwise', async () => {
    const before = await storedRequests();
    const missing = await service.app.inject({
      method: 'POST',
      url: '/v1/Crm/RequestConsultant',
      payload: { fullName: 'رضا محمدی' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([
      { field: 'mobile', code: 'invalid_type', message: ruleMessage('validation.mobile.required', 'fa-IR') },
    ]);
    const english = await service.app.inject({
      method: 'POST',
      url: '/v1/Crm/RequestConsultant',
      headers: { 'accept-language': 'en-US' },
      payload: { fullName: '', mobile: '12345' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().fieldErrors.map((error: { message: string }) => error.message)).toEqual([
      ruleMessage('validation.fullName.required', 'en-US'),
      ruleMessage('validation.mobile.invalid', 'en-US'),
    ]);
    expect(await storedRequests()).toBe(before);
  });
});
