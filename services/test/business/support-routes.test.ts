import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { contactMessages } from '../../src/business/business-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

async function storedMessages() {
  const [row] = await service.database.db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}

describe('GET /v1/Support/GetStatus', () => {
  it('is open on a working day at 10:00 Tehran time', async () => {
    // 2025-01-04 is a Saturday; 06:30Z is 10:00 in Tehran.
    const status = (
      await service.app.inject({ method: 'GET', url: '/v1/Support/GetStatus?at=2025-01-04T06:30:00Z' })
    ).json();
    expect(status).toEqual({
      isOpen: true,
      closedReason: null,
      holidayTitle: null,
      nextOpeningAt: null,
      opensAt: '10:00',
      closesAt: '16:00',
    });
  });

  it('names an official holiday from the holidays table and skips the whole Nowruz break', async () => {
    const status = (
      await service.app.inject({ method: 'GET', url: '/v1/Support/GetStatus?at=2025-03-23T08:00:00Z' })
    ).json();
    expect(status).toMatchObject({ isOpen: false, closedReason: 'HOLIDAY', holidayTitle: 'عید نوروز' });
    expect(status.nextOpeningAt).toBe('2025-03-25T06:30:00.000Z');
    const english = (
      await service.app.inject({
        method: 'GET',
        url: '/v1/Support/GetStatus?at=2025-03-23T08:00:00Z',
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(english.holidayTitle).toBe('Nowruz holiday');
  });

  it('looks past holidays that follow a weekend evening', async () => {
    // Sunday 30 March 2025, 17:00 Tehran: Eid al-Fitr and Nature Day close 31 March–2 April, then Thursday and Friday.
    const status = (
      await service.app.inject({ method: 'GET', url: '/v1/Support/GetStatus?at=2025-03-30T13:30:00Z' })
    ).json();
    expect(status).toMatchObject({ isOpen: false, closedReason: 'OUTSIDE_HOURS', holidayTitle: null });
    expect(status.nextOpeningAt).toBe('2025-04-05T06:30:00.000Z');
  });

  it('defaults to the service clock', async () => {
    service.context.now = () => new Date('2025-01-09T08:00:00Z');
    const status = (await service.app.inject({ method: 'GET', url: '/v1/Support/GetStatus' })).json();
    expect(status).toMatchObject({
      isOpen: false,
      closedReason: 'WEEKEND',
      nextOpeningAt: '2025-01-11T06:30:00.000Z',
    });
    service.context.now = () => new Date();
  });

  it('rejects a malformed instant with 400', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/v1/Support/GetStatus?at=tomorrow' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'at' });
    expect(response.json().message).toContain('ISO 8601');
  });
});

describe('POST /v1/Support/SendContactMessage', () => {
  const valid = {
    fullName: 'مریم احمدی',
    mobile: '۰۹۱۲۳۴۵۶۷۸۹',
    subject: 'SUPPORT',
    description: 'گزارش مالی شرکت در صفحه نمایش داده نمی‌شود.',
    pageUrl: '/company/10380284790',
  };

  it('stores a valid message and returns a reference number', async () => {
    const before = await storedMessages();
    service.context.now = () => new Date('2025-01-04T07:00:00Z');
    const response = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: valid,
    });
    service.context.now = () => new Date();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      referenceNumber: expect.stringMatching(/^\d{8}$/),
      receivedAt: '2025-01-04T07:00:00.000Z',
    });
    expect(await storedMessages()).toBe(before + 1);
    const [stored] = await service.database.db.select().from(contactMessages);
    expect(stored?.mobile).toBe('09123456789');
  });

  it('accepts an e-mail instead of a mobile, and +98 mobiles', async () => {
    const byEmail = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: {
        fullName: 'Sara Karimi',
        email: ' Sara@Example.com ',
        subject: 'SALES',
        description: 'Pricing for 20 users?',
      },
    });
    expect(byEmail.statusCode).toBe(201);
    const byInternational = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: { ...valid, mobile: '+98 912 345 6789' },
    });
    expect(byInternational.statusCode).toBe(201);
  });

  it('rejects bad input with Persian field errors and stores nothing', async () => {
    const before = await storedMessages();
    const response = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: { fullName: 'x1', subject: 'HELLO', description: '   ', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('INVALID_REQUEST');
    const messages = Object.fromEntries(
      body.fieldErrors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      fullName: ruleMessage('validation.fullName.invalid', 'fa-IR'),
      email: ruleMessage('validation.email.invalid', 'fa-IR'),
      subject: ruleMessage('validation.subject.required', 'fa-IR'),
      description: ruleMessage('validation.description.required', 'fa-IR'),
    });
    expect(await storedMessages()).toBe(before);
  });

  it('requires a mobile or an e-mail, and answers in English on request', async () => {
    const before = await storedMessages();
    const response = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      headers: { 'accept-language': 'en-US' },
      payload: { fullName: 'Sara Karimi', subject: 'OTHER', description: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { field: 'mobile', code: 'custom', message: ruleMessage('validation.contact.required', 'en-US') },
    ]);
    const invalidMobile = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: { ...valid, mobile: '0912345' },
    });
    expect(invalidMobile.json().message).toBe(ruleMessage('validation.mobile.invalid', 'fa-IR'));
    const tooLong = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: { ...valid, description: 'ا'.repeat(2001) },
    });
    expect(tooLong.json().message).toBe(ruleMessage('validation.description.tooLong', 'fa-IR'));
    const missingName = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      payload: { ...valid, fullName: undefined },
    });
    expect(missingName.json().message).toBe(ruleMessage('validation.fullName.required', 'fa-IR'));
    expect(await storedMessages()).toBe(before);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/v1/Support/SendContactMessage',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('اطلاعات ارسال‌شده معتبر نیست.');
  });
});
