import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UpstreamName } from '../shared/upstream/upstream-types.ts';

export const livenessPath = '/healthz';
export const readinessPath = '/readyz';

/** How long readiness waits for one upstream's own `/readyz` before calling it not ready. */
const upstreamCheckTimeoutMs = 2000;

export function isHealthRequest(url: string): boolean {
  return url === livenessPath || url === readinessPath;
}

async function upstreamIsReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(readinessPath, baseUrl), {
      signal: AbortSignal.timeout(upstreamCheckTimeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * `/healthz`: the gateway process serves HTTP (liveness, with its pid so a restart can be seen).
 * `/readyz`: every upstream service answers its own `/readyz` (its database included), so a load balancer or the
 * platform's supervisor sends users here only when their screens can work.
 */
export function createHealthHandler(upstreamUrls: Record<UpstreamName, string>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      return void response.end();
    }
    if (request.url === livenessPath) return sendJson(response, 200, { status: 'ok', pid: process.pid });
    const entries = await Promise.all(
      Object.entries(upstreamUrls).map(async ([name, url]) => [name, await upstreamIsReady(url)] as const),
    );
    const ready = entries.every(([, upstreamReady]) => upstreamReady);
    sendJson(response, ready ? 200 : 503, {
      status: ready ? 'ready' : 'not-ready',
      upstreams: Object.fromEntries(entries),
    });
  };
}
