import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProtectionFromEnvironment } from '../src/gateway-config.ts';
import { serveGatewayHttp, type RunningGateway } from '../src/serve-gateway-http.ts';

// Nothing here reaches an upstream: Node's HTTP parser refuses these requests before any handler runs.
const unreachable = 'http://127.0.0.1:9';
let gateway: RunningGateway;
let emptyDist: string;

beforeAll(async () => {
  emptyDist = mkdtempSync(path.join(tmpdir(), 'rasad-no-web-'));
  gateway = await serveGatewayHttp({
    host: '127.0.0.1',
    port: 0,
    upstreamUrls: {
      accounts: unreachable,
      business: unreachable,
      courses: unreachable,
      analytics: unreachable,
      payments: unreachable,
    },
    upstreamTimeoutMs: 1000,
    webDistDirectory: emptyDist,
    protection: gatewayProtectionFromEnvironment({}),
  });
});

afterAll(async () => {
  await gateway.close();
  rmSync(emptyDist, { recursive: true, force: true });
});

/** Writes `request` on a connection of its own and reads the answer until the gateway closes it. */
function rawExchange(request: string): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(split + 4) });
    });
  });
}

const persianLetters = /[\u0600-\u06FF]/;

describe("requests Node's HTTP parser refuses, answered in the gateway's error shape", () => {
  it('431 for an address over the header limit, in Persian, or in English when asked', async () => {
    const longAddress = `/graphql?query=${'%7B'.repeat(8_000)}`;
    const persian = await rawExchange(`GET ${longAddress} HTTP/1.1\r\nHost: rasad.test\r\n\r\n`);
    expect(persian.status).toBe(431);
    expect(persian.head).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(persian.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
    expect(body.errors[0]!.message).toMatch(persianLetters);

    const english = await rawExchange(
      `GET ${longAddress} HTTP/1.1\r\nHost: rasad.test\r\nAccept-Language: en-US,en;q=0.9\r\n\r\n`,
    );
    expect(english.status).toBe(431);
    expect((JSON.parse(english.body) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /too long/,
    );
  });

  it('400 for a request that is not HTTP, and the gateway answers the next one', async () => {
    const garbage = await rawExchange('NOT-HTTP\r\n\r\n');
    expect(garbage.status).toBe(400);
    const body = JSON.parse(garbage.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0]!.message).toMatch(persianLetters);
    const health = await fetch(`${gateway.url}/graphql?query=%7B__typename%7D`, {
      headers: { accept: 'application/json' },
    });
    expect(health.status).toBeLessThan(500);
  });
});
