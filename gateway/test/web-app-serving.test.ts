import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveGatewayHttp, type RunningGateway } from '../src/serve-gateway-http.ts';

// No upstream is reached here: the web app and GraphiQL are served by the gateway itself.
const unreachable = 'http://127.0.0.1:9';

let gateway: RunningGateway;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'rasad-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><title>رصد</title></html>');
  gateway = await serveGatewayHttp({
    host: '127.0.0.1',
    port: 0,
    upstreamUrls: { accounts: unreachable, business: unreachable, courses: unreachable, analytics: unreachable, payments: unreachable },
    upstreamTimeoutMs: 1000,
    webDistDirectory: webDist,
  });
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers any page path with the app', async () => {
    const response = await fetch(`${gateway.url}/company/Q29tcGFueTox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('dir="rtl"');
  });

  it('survives the app being removed under it (a rebuild or a deploy) and keeps answering', async () => {
    rmSync(path.join(webDist, 'index.html'));
    await expect(fetch(`${gateway.url}/courses`).then((response) => response.text())).rejects.toThrow();
    const graphiql = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(200);
  });
});
