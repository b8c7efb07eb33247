import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { metricsContentType, metricsScrapeAllowed } from '@rasad/telemetry/metrics.ts';
import { gatewayMessage, localeOf } from '../gateway-messages.ts';
import type { GatewayMetrics } from './gateway-metrics.ts';

export const metricsPath = '/metrics';

export function isMetricsRequest(url: string): boolean {
  return url === metricsPath || url.startsWith(`${metricsPath}?`);
}

/**
 * Answers a Prometheus scrape: the gateway's metrics and its process's. With a token (METRICS_TOKEN), only a request
 * carrying it as a bearer token gets them; others get 401 in their language.
 */
export function createMetricsHandler(metrics: GatewayMetrics, token: string | undefined) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (metricsScrapeAllowed(request.headers.authorization, token) === 'refused') {
      const locale = localeOf(
        new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') }),
      );
      response.writeHead(401, {
        'content-type': 'application/json; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
      });
      response.end(
        JSON.stringify({
          errors: [
            {
              message: gatewayMessage('error.metricsTokenRequired', locale),
              extensions: { code: 'METRICS_TOKEN_REQUIRED' },
            },
          ],
        }),
      );
      return;
    }
    const text = await metrics.exposition();
    response.writeHead(200, { 'content-type': metricsContentType, 'cache-control': 'no-store' });
    response.end(text);
  };
}

/** A listener of its own for scrapes (METRICS_PORT), on an address the public does not reach (METRICS_HOST). */
export async function listenForMetrics(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (isMetricsRequest(request.url ?? '/'))
      return void answer(request, response).catch(() => response.destroy());
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
