import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthHandler } from '../src/health/health-endpoints.ts';

/** An upstream stand-in whose `/readyz` answers with the status the test sets. */
function fakeUpstream() {
  const state = { readyStatus: 200 };
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/readyz' ? state.readyStatus : 404;
    response.end();
  });
  return { server, state };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('gateway liveness and readiness', () => {
  const business = fakeUpstream();
  const others = fakeUpstream();
  let gateway: Server;
  let gatewayUrl: string;
  let closedUrl: string;

  beforeAll(async () => {
    const closed = createServer();
    closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const othersUrl = await listen(others.server);
    const handle = createHealthHandler({
      accounts: othersUrl,
      business: await listen(business.server),
      courses: othersUrl,
      analytics: othersUrl,
      payments: othersUrl,
    });
    gateway = createServer((request, response) => void handle(request, response));
    gatewayUrl = await listen(gateway);
  });

  afterAll(async () => {
    for (const server of [gateway, business.server, others.server])
      await new Promise((resolve) => server.close(resolve));
  });

  it('is live with its pid whatever the upstreams say', async () => {
    business.state.readyStatus = 503;
    const response = await fetch(`${gatewayUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', pid: process.pid });
  });

  it('is ready only when every upstream is, and names the one that is not', async () => {
    business.state.readyStatus = 200;
    const ready = await fetch(`${gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      upstreams: { accounts: true, business: true, courses: true, analytics: true, payments: true },
    });

    business.state.readyStatus = 503;
    const notReady = await fetch(`${gatewayUrl}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({
      status: 'not-ready',
      upstreams: { accounts: true, business: false },
    });
  });

  it('is not ready while an upstream does not listen at all', async () => {
    const handle = createHealthHandler({
      accounts: closedUrl,
      business: closedUrl,
      courses: closedUrl,
      analytics: closedUrl,
      payments: closedUrl,
    });
    const server = createServer((request, response) => void handle(request, response));
    const url = await listen(server);
    try {
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      expect((await response.json()).upstreams).toEqual({
        accounts: false,
        business: false,
        courses: false,
        analytics: false,
        payments: false,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers only reads', async () => {
    expect((await fetch(`${gatewayUrl}/readyz`, { method: 'POST' })).status).toBe(405);
  });
});
