import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceApp } from '../../src/shared/http/create-service-app.ts';

// Rules without message keys of their own, so the answers show zod's failures as the error handler words them.
const probeBody = z.object({
  name: z.string().max(120),
  about: z.string().min(20),
  tags: z.array(z.string()).max(100),
  title: z.string(),
  seats: z.int().min(1),
  kind: z.enum(['BASIC', 'PROFESSIONAL']),
});

let app: ServiceApp;
beforeAll(async () => {
  app = await createServiceApp({ title: 'probe', description: 'error handler probe' });
  app.post('/probe', { schema: { body: probeBody } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const badBody = {
  name: 'ن'.repeat(121),
  about: 'کوتاه',
  tags: Array.from({ length: 101 }, () => 'x'),
  seats: 2.5,
  kind: 'GOLD',
};

async function fieldMessages(locale: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/probe',
    headers: { 'accept-language': locale },
    payload: badBody,
  });
  expect(response.statusCode).toBe(400);
  const body = response.json() as { fieldErrors: { field: string; message: string }[] };
  return Object.fromEntries(body.fieldErrors.map(({ field, message }) => [field, message]));
}

describe('zod failures without a message key of their own', () => {
  it('are worded in Persian with Persian digits and no English type names', async () => {
    const messages = await fieldMessages('fa-IR');
    expect(messages).toEqual({
      name: 'حداکثر ۱۲۰ نویسه مجاز است.',
      about: 'دست‌کم ۲۰ نویسه لازم است.',
      tags: 'حداکثر ۱۰۰ مورد مجاز است.',
      title: 'این مقدار لازم است.',
      seats: 'این مقدار باید عدد صحیح باشد.',
      kind: 'این مقدار باید یکی از این‌ها باشد: «BASIC»، «PROFESSIONAL».',
    });
  });

  it('are worded in English when the caller asks for it', async () => {
    const messages = await fieldMessages('en-US');
    expect(messages).toEqual({
      name: 'At most 120 characters are allowed.',
      about: 'At least 20 characters are needed.',
      tags: 'At most 100 items are allowed.',
      title: 'This value is required.',
      seats: 'This value must be a whole number.',
      kind: 'This value must be one of: "BASIC", "PROFESSIONAL".',
    });
  });

  it('call a missing body required', async () => {
    const response = await app.inject({ method: 'POST', url: '/probe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('این مقدار لازم است.');
  });
});
