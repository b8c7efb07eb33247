import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProtectionFromEnvironment } from '../src/gateway-config.ts';
import { serveGatewayHttp, type RunningGateway } from '../src/serve-gateway-http.ts';
import { rawGet } from './raw-get.ts';

// No upstream is reached here: the web app and GraphiQL are served by the gateway itself.
const unreachable = 'http://127.0.0.1:9';

const assetSource = `export const greeting = ${JSON.stringify('سلام '.repeat(200))};`;

let gateway: RunningGateway;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'rasad-web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><title>رصد</title></html>',
  );
  mkdirSync(path.join(webDist, 'en-US'));
  writeFileSync(
    path.join(webDist, 'en-US', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><title>Rasad</title></html>',
  );
  writeFileSync(
    path.join(webDist, 'home.html'),
    '<!doctype html><html lang="fa" dir="rtl"><title>رصد</title><h1>جست‌وجوی اطلاعات رسمی</h1></html>',
  );
  writeFileSync(
    path.join(webDist, 'en-US', 'home.html'),
    '<!doctype html><html lang="en" dir="ltr"><title>Rasad</title><h1>Search official data</h1></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), assetSource);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(assetSource));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(assetSource));
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
    webDistDirectory: webDist,
    // The compression test posts its own document (the schema), as the development switch allows.
    protection: gatewayProtectionFromEnvironment({ ALLOW_AD_HOC_QUERIES: 'true' }),
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

  it('answers English page paths with the English shell', async () => {
    const response = await fetch(`${gateway.url}/en-US/company/Q29tcGFueTox`);
    expect(await response.text()).toContain('dir="ltr"');
    expect(await fetch(`${gateway.url}/en-US`).then((answer) => answer.text())).toContain('dir="ltr"');
  });

  it('answers the home page in each language with its own shell, and no other page with it', async () => {
    const text = (address: string) => fetch(`${gateway.url}${address}`).then((answer) => answer.text());
    for (const address of ['/', '/?utm_source=sms'])
      expect(await text(address)).toContain('جست‌وجوی اطلاعات رسمی');
    for (const address of ['/en-US', '/en-US/'])
      expect(await text(address)).toContain('Search official data');
    for (const address of ['/search', '/company/Q29tcGFueTox', '/en-US/search']) {
      const page = await text(address);
      expect(page).not.toContain('<h1>');
      expect(page).toContain('<title>');
    }
  });

  it('sends the build’s brotli or gzip copy of an asset, cached for a year, and the page revalidated', async () => {
    const brotli = await rawGet(`${gateway.url}/assets/index-abc123.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(assetSource);
    const gzip = await rawGet(`${gateway.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(assetSource);
    const plain = await rawGet(`${gateway.url}/assets/index-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(assetSource);
    const page = await rawGet(`${gateway.url}/search`, {});
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a file that is none with a 404 in the reader’s language, naming what was asked for', async () => {
    const asset = await fetch(`${gateway.url}/assets/nope.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await asset.text()).toBe('مورد درخواستی پیدا نشد.');
    const english = await fetch(`${gateway.url}/assets/nope.js`, { headers: { 'accept-language': 'en-US' } });
    expect(await english.text()).toBe('Not found.');
    // Malformed file addresses are refused by the gateway, before any service is asked.
    for (const address of ['/invoices/zzz.pdf', '/invoices/zzz.pdf?download=1']) {
      const invoice = await fetch(`${gateway.url}${address}`);
      expect(invoice.status, address).toBe(404);
      expect((await invoice.json()).message, address).toBe('فاکتوری در این نشانی پیدا نشد.');
    }
    const certificate = await fetch(`${gateway.url}/certificates/no%20such.pdf`);
    expect(certificate.status).toBe(404);
    expect((await certificate.json()).message).toBe('گواهی‌ای با این کد صادر نشده است.');
  });

  it('compresses GraphQL answers when the browser accepts it', async () => {
    const graphql = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const body = JSON.stringify({ query: '{ __schema { types { name description } } }' });
      const request = httpRequest(
        `${gateway.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'gzip',
            'x-rasad-client': 'rasad-web',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject).end(body);
    });
    expect(graphql.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(graphql.body).toString()).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses a malformed visit beacon in Persian without reaching the analytics service', async () => {
    const response = await fetch(`${gateway.url}/visits`, {
      method: 'POST',
      body: JSON.stringify({ locale: 'fa-IR', start: { path: 'no-slash' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'گزارش بازدید معتبر نیست.' });
    const empty = await fetch(`${gateway.url}/visits`, {
      method: 'POST',
      body: JSON.stringify({ locale: 'en-US' }),
    });
    expect(empty.status).toBe(400);
    expect((await fetch(`${gateway.url}/visits`)).status).toBe(405);
  });

  it('survives the app being removed under it (a rebuild or a deploy) and keeps answering', async () => {
    rmSync(path.join(webDist, 'index.html'));
    await expect(fetch(`${gateway.url}/courses`).then((response) => response.text())).rejects.toThrow();
    const graphiql = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(200);
  });
});
