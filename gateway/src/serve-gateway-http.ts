import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import sirv from 'sirv';
import { createWebAppServer } from './web-app/serve-web-app.ts';
import { createReaderGraphql, findShellOperationId } from './web-app/reader-graphql.ts';
import { loadServerPageRenderer } from './web-app/server-page-renderer.ts';
import { createUpstreamPool } from './shared/upstream/upstream-pool.ts';
import { createGateway, type GatewayOptions } from './create-gateway.ts';
import { pageVisitBeaconPath } from '@rasad/contracts/page-visit-beacon.ts';
import { createPageVisitBeaconHandler } from './analytics/page-visit-beacon.ts';
import { createCompanyFileProxy, isCompanyFileRequest } from './companies/company-file-proxy.ts';
import { createCoursesFileProxy, isCoursesFileRequest } from './courses/courses-file-proxy.ts';
import { graphiqlAssetsPath } from './graphiql/render-local-graphiql.ts';
import { createHealthHandler, isHealthRequest } from './health/health-endpoints.ts';
import { readPersistedOperations, type GatewayConfig } from './gateway-config.ts';
import { createSharedStateStore } from './shared/state/shared-state-store.ts';
import { gatewayCredentialsFromEnvironment } from './shared/upstream/gateway-credential.ts';
import { serviceKeySetPath } from '@rasad/auth/service-credential.ts';
import { gatewayMessage, localeOf } from './shared/gateway-messages.ts';
import {
  createMetricsHandler,
  isMetricsRequest,
  listenForMetrics,
} from './shared/observability/metrics-endpoint.ts';
import { refusalBody } from './shared/plugins/gateway-refusal.ts';
import { clientErrorAnswer, writeClientError } from '@rasad/contracts/http-client-errors.ts';

const graphiqlDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql/package.json')),
  'dist',
);

function notFound(
  request: IncomingMessage,
  response: ServerResponse,
  text = gatewayMessage(
    'error.notFound',
    localeOf(new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') })),
  ),
) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

export interface RunningGateway {
  url: string;
  server: Server;
  /** Where /metrics is served apart from the public port (METRICS_PORT), if it is. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * One origin for everything the browser needs: /graphql, GraphiQL's assets and, when built,
 * the web app (any other path falls back to its index.html).
 */
export async function serveGatewayHttp(
  config: GatewayConfig,
  extra: Pick<GatewayOptions, 'now' | 'onUpstreamCall' | 'logError' | 'credentials'> = {},
): Promise<RunningGateway> {
  // The gateway's own key (GATEWAY_SERVICE_SIGNING_KEY, or one made at start outside production): the services
  // believe the visitor's address it forwards only on calls it signed.
  const credentials = extra.credentials ?? (await gatewayCredentialsFromEnvironment());
  const pools = Object.fromEntries(
    Object.entries(config.upstreamUrls).map(([name, url]) => [
      name,
      createUpstreamPool(url, { timeoutMs: config.upstreamTimeoutMs, connections: 64 }),
    ]),
  ) as GatewayOptions['pools'];
  const store = createSharedStateStore(config.redisUrl);
  const persistedOperations = readPersistedOperations();
  const gateway = createGateway({
    pools,
    persistedOperations,
    store,
    ...(config.protection ? { protection: config.protection } : {}),
    ...extra,
    credentials,
  });
  const publishedKeySet = JSON.stringify(credentials.publicKeySet());
  const serveGraphiqlAssets = sirv(graphiqlDist, { immutable: true });
  const proxyCoursesFile = createCoursesFileProxy(pools.courses, {
    refreshCoordinator: gateway.refreshCoordinator,
    secureCookies: config.protection?.secureCookies,
  });
  const proxyCompanyFile = createCompanyFileProxy(pools.business);
  const hasWebApp = existsSync(path.join(config.webDistDirectory, 'index.html'));
  const shellOperationId = findShellOperationId(persistedOperations);
  const serveWebApp = hasWebApp
    ? createWebAppServer(
        config.webDistDirectory,
        shellOperationId
          ? {
              asReader: createReaderGraphql(gateway),
              shellOperationId,
              ...(await loadServerPageRenderer(config.webDistDirectory)),
            }
          : undefined,
      )
    : null;
  const recordPageVisit = createPageVisitBeaconHandler({
    analytics: pools.analytics,
    business: pools.business,
  });
  const answerHealth = createHealthHandler(config.upstreamUrls);
  const metricsToken = config.metrics?.token;
  const answerMetrics = createMetricsHandler(gateway.metrics, metricsToken);

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/graphql' || url.startsWith('/graphql?')) return gateway(request, response);
    if (isCoursesFileRequest(url)) return void proxyCoursesFile(request, response);
    if (isCompanyFileRequest(url)) return void proxyCompanyFile(request, response);
    if (url === pageVisitBeaconPath) return void recordPageVisit(request, response);
    if (isHealthRequest(url)) return void answerHealth(request, response);
    if (url === serviceKeySetPath) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      return void response.end(publishedKeySet);
    }
    // On the public port only with a token to ask for (see GatewayMetricsSettings); otherwise no such page.
    if (isMetricsRequest(url))
      return metricsToken
        ? void answerMetrics(request, response).catch(() => response.destroy())
        : notFound(request, response);
    if (config.protection?.graphiql !== false && url.startsWith(`${graphiqlAssetsPath}/`)) {
      request.url = url.slice(graphiqlAssetsPath.length);
      return serveGraphiqlAssets(request, response);
    }
    if (serveWebApp) {
      // sirv indexes the files once and has already sent the head when it pipes; a file removed since (a rebuild, a
      // deploy) fails that read stream, which must end this response, not the process.
      response.once('pipe', (file) => file.once('error', () => response.destroy()));
      return void serveWebApp(request, response, () => notFound(request, response)).catch(() =>
        response.destroy(),
      );
    }
    notFound(request, response, 'Not found. The web app is not built: run `pnpm build`.');
  });
  // What Node's HTTP parser refuses before any handler (an address or headers over its 16 KiB limit: 431; a malformed
  // request: 400; headers that never finish: 408) is answered in the gateway's error shape and the caller's language,
  // where Node would write a bare status line.
  server.on('clientError', (error: Error & { code?: string; rawPacket?: unknown }, socket) => {
    const answer = clientErrorAnswer(error);
    writeClientError(socket as Socket, answer.status, refusalBody(answer.code, answer.message));
  });
  // Idle keep-alive connections outlive a client's reuse of them (Node's 5 s default races clients and proxies that
  // keep sockets for longer, and the loser sees a reset); headers must still arrive within a bounded time.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const metricsServer =
    config.metrics?.port === undefined
      ? undefined
      : await listenForMetrics(answerMetrics, config.metrics.port, config.metrics.host);
  const metricsAddress = metricsServer?.address();
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    server,
    ...(metricsAddress && typeof metricsAddress === 'object'
      ? { metricsUrl: `http://${config.metrics?.host ?? '127.0.0.1'}:${metricsAddress.port}/metrics` }
      : {}),
    close: async () => {
      metricsServer?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets would hold the close for their whole timeout; requests under way get a short grace.
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), 3_000);
      await closed;
      clearTimeout(grace);
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
      await store.close();
    },
  };
}
