import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '../../src/accounts/accounts-service.ts';
import { outboxMessages, users } from '../../src/accounts/accounts-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testServiceHeaders } from '../test-service-trust.ts';
import { latestCode } from './accounts-test-helpers.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(accountsService);
  service.context.now = () => new Date('2026-03-01T08:00:00Z');
});
afterAll(() => service.close());

const sendDigest = async (payload: object, headers?: Record<string, string>) =>
  service.app.inject({
    method: 'POST',
    url: '/internal/v1/Messages/Digest',
    payload,
    headers: headers ?? (await testServiceHeaders('business', 'accounts')),
  });

async function userId(userName: string): Promise<string> {
  const [user] = await service.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!user) throw new Error(`no account ${userName}`);
  return user.id;
}

async function outbox(recipient: string) {
  return service.database.db
    .select({ channel: outboxMessages.channel, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(outboxMessages.id);
}

const digestText = 'جست‌وجوی ذخیره‌شدهٔ «پتروشیمی تهران»: ۲ شرکت تازه';

describe('POST /internal/v1/Messages/Digest', () => {
  it('sends the digest by SMS to an account whose user name is a mobile', async () => {
    const sent = await sendDigest({ userId: await userId('09121000002'), text: digestText });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ channel: 'sms' });
    expect(await outbox('09121000002')).toEqual([{ channel: 'sms', body: digestText }]);
  });

  it('sends the digest by e-mail to an account whose user name is an e-mail address', async () => {
    const email = 'digest-reader@example.ir';
    const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
    await post('/v1/Account/SignUp', { userName: email, password: 'Digest-pass-1' });
    await post('/v1/Account/ConfirmOTP', { userName: email, code: await latestCode(service, email) });
    const before = await outbox(email);

    const sent = await sendDigest({ userId: await userId(email), text: digestText });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ channel: 'email' });
    expect(await outbox(email)).toEqual([...before, { channel: 'email', body: digestText }]);
  });

  it('refuses a caller without the business service’s credential, sending nothing', async () => {
    const before = await outbox('09121000003');
    const payload = { userId: await userId('09121000003'), text: digestText };
    const refused = await sendDigest(payload, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_CREDENTIAL_MISSING',
      message: 'این بخش فقط برای سرویس‌های خود رصد است و درخواست بدون اعتبارنامهٔ سرویس پذیرفته نمی‌شود.',
    });
    const fromCourses = await sendDigest(payload, await testServiceHeaders('courses', 'accounts'));
    expect(fromCourses.statusCode).toBe(403);
    expect(fromCourses.json()).toMatchObject({
      code: 'SERVICE_NOT_ALLOWED',
      message: 'این سرویس اجازهٔ این درخواست را ندارد.',
    });
    expect(await outbox('09121000003')).toEqual(before);
  });

  it('answers an unknown account or an empty text with a Persian message and sends nothing', async () => {
    const unknown = await sendDigest({ userId: '00000000-0000-4000-8000-000000000000', text: digestText });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('مورد درخواستی پیدا نشد.');

    const before = await outbox('09121000004');
    const empty = await sendDigest({ userId: await userId('09121000004'), text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(await outbox('09121000004')).toEqual(before);
  });
});
