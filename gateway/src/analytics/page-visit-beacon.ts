import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import { pageVisitBeaconRules } from '@rasad/contracts/rules/page-visit-rules.ts';
import { accessTokenCookieOf } from '../shared/auth/auth-cookies.ts';
import { gatewayMessage, localeOf, type GatewayMessageKey, type Locale } from '../shared/gateway-messages.ts';

const maximumBodyBytes = 8 * 1024;

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maximumBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBeacon(text: string | null): ReturnType<typeof pageVisitBeaconRules.parse> | null {
  if (text === null) return null;
  try {
    const parsed = pageVisitBeaconRules.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A refusal's code and its message, worded in the beacon's language. */
const refusalMessages = {
  BAD_REQUEST: 'error.visitReportInvalid',
  UNAUTHENTICATED: 'error.signInRequired',
  UPSTREAM_UNAVAILABLE: 'error.upstreamUnavailable',
} as const satisfies Record<string, GatewayMessageKey>;

/**
 * Records what a beacon reports, so a navigation costs the page's one GraphQL request and nothing the page waits for:
 * page visits in the analytics service, and a signed-in reader's visit to a company or person page in the business
 * service, as the reader (the access-token cookie, as the page's own request sent it; a token that has lapsed since is
 * not renewed here, and that visit is the reader's recent list's only loss). Answers 202 once the services have the
 * report, 400 with a message for a malformed one, 401 for a visit to keep without a session, 502 when a service cannot
 * be reached (the browser does not retry a beacon either way).
 */
export function createPageVisitBeaconHandler(pools: { analytics: Pool; business: Pool }) {
  return async function recordPageVisit(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestLocale: Locale = localeOf(
      new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') }),
    );
    const answer = (status: number, code?: keyof typeof refusalMessages, locale: Locale = requestLocale) => {
      if (!code) {
        response.writeHead(status).end();
        return;
      }
      const message = gatewayMessage(refusalMessages[code], locale);
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code, message }));
    };
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return answer(405);
    }
    const beacon = parseBeacon(await readBody(request));
    if (!beacon) return answer(400, 'BAD_REQUEST');
    const userAgent = request.headers['user-agent'];
    const post = (pool: Pool, path: string, body: unknown, headers: Record<string, string> = {}) =>
      pool
        .request({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', 'accept-language': beacon.locale, ...headers },
          body: JSON.stringify(body),
        })
        .then(async (upstream) => {
          await upstream.body.dump();
          return upstream.statusCode;
        });
    // As the reader; without a session there is no one to keep it for.
    const recordEntityVisit = (entity: object) => {
      const accessToken = accessTokenCookieOf(request.headers.cookie);
      if (!accessToken) return 401;
      return post(pools.business, '/v1/Profile/EntityPageVisitsAsync', entity, {
        authorization: `Bearer ${accessToken}`,
      });
    };
    try {
      const statuses = await Promise.all([
        beacon.start
          ? post(pools.analytics, '/VisitLog', {
              visitId: beacon.start.visitId,
              path: beacon.start.path,
              query: beacon.start.query ?? undefined,
              referrer: beacon.start.referrer ?? undefined,
              locale: beacon.locale,
              userAgent: userAgent?.slice(0, 1000),
            })
          : 201,
        // An end whose start never arrived is the service's 404: nothing to record, not the browser's fault.
        beacon.end ? post(pools.analytics, '/UpdateVisitLogDuration', beacon.end) : 200,
        beacon.entity ? recordEntityVisit(beacon.entity) : 200,
      ]);
      if (statuses.some((status) => status >= 500)) return answer(502, 'UPSTREAM_UNAVAILABLE', beacon.locale);
      if (statuses.some((status) => status === 400)) return answer(400, 'BAD_REQUEST', beacon.locale);
      if (statuses.some((status) => status === 401)) return answer(401, 'UNAUTHENTICATED', beacon.locale);
      return answer(202);
    } catch {
      return answer(502, 'UPSTREAM_UNAVAILABLE', beacon.locale);
    }
  };
}
