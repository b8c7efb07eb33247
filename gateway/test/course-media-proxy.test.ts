import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoursesFileProxy } from '../src/courses/courses-file-proxy.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
let proxy: Server;
let site: string;
let learner: Record<string, string>;
let excel: { id: string; lessons: { id: string }[] };
/** How far the services' clock runs ahead of the real one: past an access token's life, for the test of its renewal. */
let servicesAhead = 0;

async function send(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphqlResponse, setCookies: response.headers.getSetCookie() };
}

beforeAll(async () => {
  platform = await startPlatformUnderTest({ servicesNow: () => new Date(Date.now() + servicesAhead) });
  const proxyMedia = createCoursesFileProxy(platform.pools.courses, {
    refreshCoordinator: platform.gateway.refreshCoordinator,
  });
  proxy = createServer((request, response) => void proxyMedia(request, response));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const { setCookies } = await send(
    `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
    { input: { userName: '09121000005', password: 'Rasad-Demo-1405' } },
  );
  learner = { cookie: setCookies.map((header) => header.split(';')[0]).join('; ') };
  const { body } = await send(
    `{ courses(filter: { search: "Excel for business" }) { edges { node { id sections { lessons { id } } } } } }`,
  );
  const node = body.data!.courses.edges[0].node;
  excel = {
    id: node.id,
    lessons: node.sections.flatMap((section: { lessons: unknown[] }) => section.lessons),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await platform.close();
});

const mediaUrlOf = async (lessonIndex: number, headers: Record<string, string>) =>
  (
    await send(
      `query ($id: ID!, $lessonId: ID!) { course(id: $id, lessonId: $lessonId) { currentLesson { playback(deviceId: "proxy-device-1") { mediaUrl } } } }`,
      { id: excel.id, lessonId: excel.lessons[lessonIndex]!.id },
      headers,
    )
  ).body.data!.course.currentLesson.playback.mediaUrl as string;

describe('the /media/ proxy on the site’s origin', () => {
  it('streams a learner’s clip by byte range to that learner only', async () => {
    const mediaUrl = await mediaUrlOf(1, learner);
    expect(mediaUrl).toMatch(/^\/media\/lesson-clip-2\.webm\?/);
    const whole = await fetch(`${site}${mediaUrl}`, { headers: learner });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);

    const part = await fetch(`${site}${mediaUrl}`, { headers: { ...learner, range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const anonymous = await fetch(`${site}${mediaUrl}`);
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).message).toBe('این پیوند ویدیو برای حساب دیگری صادر شده است.');
  });

  it('plays a free preview for anyone, and answers 404 in Persian for anything else under /media/', async () => {
    const preview = await fetch(`${site}${await mediaUrlOf(0, {})}`, { headers: { range: 'bytes=0-3' } });
    expect(preview.status).toBe(206);
    expect(Buffer.from(await preview.arrayBuffer()).toString('hex')).toBe('1a45dfa3');
    const traversal = await fetch(`${site}/media/..%2F..%2Fpackage.json`);
    expect(traversal.status).toBe(404);
    expect((await traversal.json()).message).toBe('این فایل ویدیویی وجود ندارد.');
    const forged = await fetch(`${site}/media/lesson-clip-1.webm?audience=public&expires=1&signature=x`);
    expect(forged.status).toBe(403);
  });
});

describe('a session whose access token ran out', () => {
  it('is renewed with its refresh token, as /graphql renews it: the file comes, with the new cookies', async () => {
    // Another learner's session, its access token a minute long: renewing rotates the refresh token, which the other
    // tests' cookies must keep.
    process.env.ACCESS_TOKEN_TTL_SECONDS = '60';
    const { setCookies } = await send(
      `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
      { input: { userName: '09121000006', password: 'Rasad-Demo-1405' } },
    );
    const cookie = setCookies.map((header) => header.split(';')[0]!).join('; ');
    const mediaUrl = await mediaUrlOf(1, { cookie });
    // A receipt page or a lesson left open five minutes: its access token has run out, its clip's link and its
    // refresh token have not.
    servicesAhead = 5 * 60_000;
    try {
      const answer = await fetch(`${site}${mediaUrl}`, { headers: { cookie, range: 'bytes=0-3' } });
      expect(answer.status).toBe(206);
      const renewed = answer.headers.getSetCookie().map((header) => header.split(';')[0]!);
      expect(renewed.find((pair) => pair.startsWith('token='))).not.toBe(
        cookie.split('; ').find((pair) => pair.startsWith('token=')),
      );
      // Without a refresh token there is nothing to renew: refused as before.
      const alone = await fetch(`${site}${mediaUrl}`, {
        headers: {
          cookie: cookie
            .split('; ')
            .filter((pair) => pair.startsWith('token='))
            .join('; '),
        },
      });
      expect(alone.status).toBe(401);
    } finally {
      servicesAhead = 0;
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    }
  });
});

describe('the /invoices/ proxy', () => {
  it('asks the service for an invoice whatever its query, and answers one that is none in Persian', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const address of [`/invoices/${unknown}.pdf`, `/invoices/${unknown}.pdf?download=1`]) {
      const answer = await fetch(`${site}${address}`, { headers: learner });
      expect(answer.status, address).toBe(404);
      expect((await answer.json()).message, address).toBe('سفارشی با این شناسه پیدا نشد.');
    }
    const malformed = await fetch(`${site}/invoices/zzz.pdf`, { headers: learner });
    expect(malformed.status).toBe(404);
    expect((await malformed.json()).message).toBe('فاکتوری در این نشانی پیدا نشد.');
  });
});
