import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceApp } from '../../src/shared/http/create-service-app.ts';

let app: ServiceApp;
let port: number;
beforeAll(async () => {
  app = await createServiceApp({ title: 'probe', description: 'framework errors probe' });
  app.post('/probe', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

const persianLetters = /[\u0600-\u06FF]/;

/** Writes `request` on a socket of its own and reads what comes back until the server closes it. */
function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe("Fastify's own refusals, in the services' error shape and the caller's language", () => {
  it('415 for a body of another media type', async () => {
    for (const [locale, words] of [
      ['fa-IR', persianLetters],
      ['en-US', /content type is not accepted/],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/probe',
        headers: { 'content-type': 'application/graphql-response+json', 'accept-language': locale },
        payload: '{"name":"x"}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: [] });
      expect(response.json().message).toMatch(words);
    }
  });

  it('413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'TOO_LARGE' });
    expect(response.json().message).toMatch(persianLetters);
  });

  it("431 for an address over Node's header limit, answered before any handler, in Persian or English", async () => {
    const longPath = `/probe?q=${'a'.repeat(20_000)}`;
    const persian = await rawExchange(`GET ${longPath} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(persian.status).toBe(431);
    expect(persian.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(persian.body) as { code: string; message: string };
    expect(body).toMatchObject({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', fieldErrors: [] });
    expect(body.message).toMatch(persianLetters);

    const english = await rawExchange(
      `GET ${longPath} HTTP/1.1\r\nHost: x\r\nAccept-Language: en-US\r\n\r\n`,
    );
    expect(english.status).toBe(431);
    expect((JSON.parse(english.body) as { message: string }).message).toMatch(/too long/);
  });

  it('400 for a request that is not HTTP', async () => {
    const response = await rawExchange('HELLO / HTTP/1.1\r\n\r\n');
    expect(response.status).toBe(400);
    const body = JSON.parse(response.body) as { code: string; message: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(persianLetters);
  });
});
