import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { inlinedAnswersElementId, type InlinedAnswer } from '@rasad/contracts/inlined-answers.ts';
import { pageSlotMarkers, serverDrawnAttribute } from '@rasad/contracts/server-page.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPersistedOperations } from '../src/gateway-config.ts';
import { createWebAppServer, personalPageCacheControl } from '../src/web-app/serve-web-app.ts';
import { createReaderGraphql, findShellOperationId } from '../src/web-app/reader-graphql.ts';
import { loadServerPageRenderer } from '../src/web-app/server-page-renderer.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';
import { rawGet as getRaw } from './raw-get.ts';

let platform: PlatformUnderTest;
let webDist: string;
let server: Server;
let pageUrl: string;
/** The platform's clock runs this far ahead of the real one, so that an access token expires without waiting. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const skeleton = '<main class="ps-main" aria-busy="true"><div class="ps-line"></div></main>';
const builtPage =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>رصد</title></head><body><div id="root">' +
  `<header>رصد</header>${pageSlotMarkers.start}${skeleton}${pageSlotMarkers.end}</div></body></html>`;
/** The web app as the test command builds it before the unit tests (`pnpm build`): its server renderer is there. */
const webBuild = path.resolve(import.meta.dirname, '../../web/dist');
const persistedOperations = readPersistedOperations();
const shellOperationId = findShellOperationId(persistedOperations)!;

/** A page of the server under test, undecoded. */
const rawGet = (address: string, headers: Record<string, string> = {}) =>
  getRaw(`${pageUrl}${address}`, headers);

/** The answers written into a page, read as the app reads them. */
function answersIn(page: string): InlinedAnswer[] {
  const opening = `<script type="application/json" id="${inlinedAnswersElementId}">`;
  const start = page.indexOf(opening);
  if (start < 0) return [];
  const end = page.indexOf('</script>', start);
  return JSON.parse(page.slice(start + opening.length, end)) as InlinedAnswer[];
}

function shellAnswerIn(page: string): InlinedAnswer | null {
  return answersIn(page).find((answer) => answer.operationId === shellOperationId) ?? null;
}

beforeAll(async () => {
  platform = await startPlatformUnderTest({
    now,
    servicesNow: now,
    persistedOperations,
  });
  webDist = mkdtempSync(path.join(tmpdir(), 'rasad-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), builtPage);
  const serveWebApp = createWebAppServer(webDist, {
    asReader: createReaderGraphql(platform.gateway),
    shellOperationId,
    ...(await loadServerPageRenderer(webBuild)),
  });
  server = createServer((request, response) => {
    void serveWebApp(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.ACCESS_TOKEN_TTL_SECONDS;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a page served with the answer to the app’s shell query', () => {
  it('finds the shell query among the persisted operations', () => {
    expect(persistedOperations[shellOperationId]).toMatch(/^query AppShellQuery \{/);
  });

  it('writes a visitor’s answer into the page, kept by that browser only', async () => {
    const page = await rawGet('/faq', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe(personalPageCacheControl);
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toContain(`<header>رصد</header>${pageSlotMarkers.start}${skeleton}`);
    const answer = shellAnswerIn(html)!;
    expect(answer.variables).toEqual({});
    const body = answer.body as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toBeNull();
    expect(body.data).toHaveProperty('campaign');
    expect(body.data).toHaveProperty('supportStatus');
  });

  it('answers for the signed-in reader whose cookies the page request carries', async () => {
    const cookie = await platform.signInCookie('09121000003');
    const page = await rawGet('/courses', { cookie });
    const body = shellAnswerIn(page.body.toString())!.body as { data: { viewer: { userName: string } } };
    expect(body.data.viewer).toMatchObject({ userName: '09121000003' });
  });

  it('passes on the cookies of a session renewed while answering, so the browser keeps its new tokens', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const cookie = await platform.signInCookie('09121000002');
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    clockOffsetMs += 2_100;
    const page = await rawGet('/', { cookie });
    const renewed = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
    const refreshToken = (cookies: string[]) =>
      cookies.map((one) => one.split(';')[0]!).find((one) => one.startsWith('refreshToken='));
    expect(refreshToken(renewed)).toBeDefined();
    expect(refreshToken(renewed)).not.toBe(refreshToken(cookie.split('; ')));
    const body = shellAnswerIn(page.body.toString())!.body as { data: { viewer: { userName: string } } };
    expect(body.data.viewer).toMatchObject({ userName: '09121000002' });
  });

  it('sends the built page as it is when there is no whole answer to write', async () => {
    const unanswered = createWebAppServer(webDist, {
      asReader: createReaderGraphql(platform.gateway),
      shellOperationId: 'not-an-operation',
    });
    const fallback = createServer((request, response) => void unanswered(request, response, () => undefined));
    await new Promise<void>((resolve) => fallback.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(fallback.address() as AddressInfo).port}/search`);
    expect(await response.text()).toBe(builtPage);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    fallback.closeAllConnections();
    await new Promise((resolve) => fallback.close(resolve));
  });
});

describe('a page the server draws', () => {
  async function companyIdNamed(name: string): Promise<string> {
    const { data } = await platform.graphql(
      `query ($text: String!) { search(text: $text, type: COMPANY, first: 1) { edges { node { company { id name } } } } }`,
      { text: name },
    );
    return data!.search.edges[0].node.company.id as string;
  }

  it('sends a company’s page drawn in place of the skeleton, with its styles and the answer it was drawn from', async () => {
    const companyId = await companyIdNamed('گروه صنعتی');
    const page = await rawGet(`/company/${companyId}`);
    expect(page.status).toBe(200);
    const html = page.body.toString();
    expect(html).not.toContain(skeleton);
    const drawn = html.slice(html.indexOf(`<main ${serverDrawnAttribute} aria-busy="true">`));
    expect(drawn).toMatch(/<h1[^>]*><bdi>[^<]*گروه صنعتی[^<]*<\/bdi><\/h1>/);
    // Persian digits, as the app writes them.
    expect(drawn).toMatch(/[۰-۹]/);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('data-make-styles-bucket');
    const pageAnswer = answersIn(html).find((answer) => answer.operationId !== shellOperationId)!;
    expect(persistedOperations[pageAnswer.operationId]).toMatch(/^query CompanyPageQuery\(/);
    expect(pageAnswer.variables).toEqual({ id: companyId });
    expect(shellAnswerIn(html)).not.toBeNull();
  });

  it('draws a search’s results in the page’s language', async () => {
    const html = (await rawGet(`/en-US/search?q=${encodeURIComponent('گروه صنعتی')}`)).body.toString();
    expect(html).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
    expect(html).toContain('dir="ltr"');
    expect(html).toMatch(/گروه صنعتی/);
  });

  it('sends the skeleton for a page the server does not draw', async () => {
    const html = (await rawGet('/faq')).body.toString();
    expect(html).toContain(skeleton);
    expect(html).not.toContain(serverDrawnAttribute);
  });

  it('draws the pricing page, whose plans are the page’s largest paint', async () => {
    const html = (await rawGet('/pricing')).body.toString();
    expect(html).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
    expect(html).toContain('تعرفه اشتراک');
  });

  it('draws a company that does not exist as the app does, its Persian message sent with status 404', async () => {
    const page = await rawGet('/company/not-a-company-id');
    expect(page.status).toBe(404);
    const html = page.body.toString();
    expect(html).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
    expect(html).toContain('این شرکت پیدا نشد');
    expect(
      (await rawGet(`/en-US/courses/${Buffer.from('Course:999999').toString('base64url')}`)).status,
    ).toBe(404);
  });

  it('draws a person, a blog post and a forum question with status 200, and 404 with the app’s message for one that does not exist', async () => {
    const { data, errors } = await platform.graphql(
      `query { search(text: "علی", type: PERSON, first: 1) { edges { node { person { id } } } }
        home { blogPosts(first: 1) { edges { node { slug } } } } forumQuestions(first: 1) { edges { node { id } } } }`,
    );
    expect(errors).toBeUndefined();
    const personId = data!.search.edges[0].node.person.id as string;
    const slug = data!.home.blogPosts.edges[0].node.slug as string;
    const questionId = data!.forumQuestions.edges[0].node.id as string;
    for (const address of [`/person/${personId}`, `/blog/${slug}`, `/forum/${questionId}`]) {
      const page = await rawGet(address);
      expect(page.status, address).toBe(200);
      expect(page.body.toString(), address).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
    }
    const missing = [
      ['/person/not-a-person-id', 'این شخص پیدا نشد'],
      ['/blog/no-such-post', 'صفحه پیدا نشد'],
      [`/forum/${Buffer.from('ForumQuestion:999999').toString('base64url')}`, 'این پرسش پیدا نشد'],
      ['/certificates/RSD-0000-0000', 'گواهی‌ای با این کد صادر نشده است'],
    ] as const;
    for (const [address, message] of missing) {
      const page = await rawGet(address);
      expect(page.status, address).toBe(404);
      const html = page.body.toString();
      expect(html, address).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
      expect(html, address).toContain(message);
    }
  });

  it('sends an address the app has no page for with status 404 and the app’s shell, which shows its page for it', async () => {
    for (const address of ['/no-such-page', '/en-US/no-such-page', '/company'])
      expect((await rawGet(address)).status).toBe(404);
    for (const address of ['/', '/en-US', '/pricing', '/en-US/search?q=x', '/companies/administration'])
      expect((await rawGet(address)).status).toBe(200);
  });

  it('draws a course page for a visitor and gives the browser the device id the page was asked with', async () => {
    const courseId = Buffer.from('Course:1').toString('base64url');
    const page = await rawGet(`/courses/${courseId}`);
    const html = page.body.toString();
    expect(html).toContain(`<main ${serverDrawnAttribute} aria-busy="true">`);
    const deviceCookie = ([] as string[])
      .concat(page.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('rasad_device='))!;
    const deviceId = deviceCookie.split(';')[0]!.slice('rasad_device='.length);
    const pageAnswer = answersIn(html).find((answer) => answer.operationId !== shellOperationId)!;
    expect(pageAnswer.variables).toMatchObject({ id: courseId, deviceId });
  });

  it('leaves a course page to the app for a signed-in reader whose device only their browser knows', async () => {
    const cookie = await platform.signInCookie('09121000004');
    const courseId = Buffer.from('Course:1').toString('base64url');
    const html = (await rawGet(`/courses/${courseId}`, { cookie })).body.toString();
    expect(html).toContain(skeleton);
    const withDevice = (
      await rawGet(`/courses/${courseId}`, { cookie: `${cookie}; rasad_device=e2e-kept-device` })
    ).body.toString();
    const pageAnswer = answersIn(withDevice).find((answer) => answer.operationId !== shellOperationId)!;
    expect(pageAnswer.variables).toMatchObject({ deviceId: 'e2e-kept-device' });
  });
});
