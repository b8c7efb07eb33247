import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import { z } from 'zod';
import { gatewayMessage, localeOf, type Locale } from '../shared/gateway-messages.ts';
import {
  pageVisitEndRules,
  pageVisitStartRules,
  visitIdRule,
} from '@rasad/contracts/rules/page-visit-rules.ts';

/** Where the browser sends its page-visit beacons (`navigator.sendBeacon`), beside /graphql on the same origin. */
export const pageVisitBeaconPath = '/visits';

const maximumBodyBytes = 8 * 1024;

/**
 * One beacon per navigation: the page just opened (with an id the browser chose, so nothing has to come back) and,
 * when there was one, how long the previous page stayed open. Either part may be alone (a tab being hidden sends only
 * the end).
 */
export const pageVisitBeaconRules = z
  .object({
    locale: z.enum(['fa-IR', 'en-US']),
    start: pageVisitStartRules.extend({ visitId: visitIdRule }).optional(),
    end: pageVisitEndRules.optional(),
  })
  .refine((beacon) => beacon.start !== undefined || beacon.end !== undefined);

export type PageVisitBeacon = z.infer<typeof pageVisitBeaconRules>;

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

function parseBeacon(text: string | null): PageVisitBeacon | null {
  if (text === null) return null;
  try {
    const parsed = pageVisitBeaconRules.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Records page visits reported by beacon in the analytics service, so a navigation costs the page's one GraphQL
 * request and nothing the page waits for. Answers 202 once the service has the report, 400 with a message for a
 * malformed one, 502 when the service cannot be reached (the browser does not retry a beacon either way).
 */
export function createPageVisitBeaconHandler(analyticsPool: Pool) {
  return async function recordPageVisit(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestLocale: Locale = localeOf(
      new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') }),
    );
    const answer = (status: number, code?: string, locale: Locale = requestLocale) => {
      if (!code) {
        response.writeHead(status).end();
        return;
      }
      const message = gatewayMessage(
        code === 'BAD_REQUEST' ? 'error.visitReportInvalid' : 'error.upstreamUnavailable',
        locale,
      );
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
    const post = (path: string, body: unknown) =>
      analyticsPool
        .request({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', 'accept-language': beacon.locale },
          body: JSON.stringify(body),
        })
        .then(async (upstream) => {
          await upstream.body.dump();
          return upstream.statusCode;
        });
    try {
      const statuses = await Promise.all([
        beacon.start
          ? post('/VisitLog', {
              visitId: beacon.start.visitId,
              path: beacon.start.path,
              query: beacon.start.query ?? undefined,
              referrer: beacon.start.referrer ?? undefined,
              locale: beacon.locale,
              userAgent: userAgent?.slice(0, 1000),
            })
          : 201,
        // An end whose start never arrived is the service's 404: nothing to record, not the browser's fault.
        beacon.end ? post('/UpdateVisitLogDuration', beacon.end) : 200,
      ]);
      if (statuses.some((status) => status >= 500)) return answer(502, 'UPSTREAM_UNAVAILABLE', beacon.locale);
      if (statuses.some((status) => status === 400)) return answer(400, 'BAD_REQUEST', beacon.locale);
      return answer(202);
    } catch {
      return answer(502, 'UPSTREAM_UNAVAILABLE', beacon.locale);
    }
  };
}
