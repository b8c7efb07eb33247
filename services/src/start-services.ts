import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startTracingFromEnvironment } from '@rasad/telemetry/tracing.ts';
import { serviceDefinitions, serviceNames } from './service-definitions.ts';
import { prepareServiceSchema } from './seed/prepare-service-schema.ts';
import {
  databaseOptionsFromEnvironment,
  openDatabase,
  type OpenDatabase,
} from './shared/database/open-database.ts';
import { viewerPlugin } from './shared/auth/viewer-plugin.ts';
import { createServiceApp, type ServiceApp } from './shared/http/create-service-app.ts';
import { registerHealthRoutes } from './shared/http/health-routes.ts';
import { registerClockControlRoute, type ControllableClock } from './shared/clock/controllable-clock.ts';
import type { AccessTokenVerifier } from '@rasad/auth/viewer.ts';
import type { ServiceContext, ServiceDefinition } from './shared/service-definition.ts';
import type { ServiceName } from './shared/service-name.ts';
import { exitOnUnsafeProductionSettings } from '@rasad/contracts/production-settings.ts';
import { serviceProductionRules } from './shared/production-rules.ts';
import { internalRoutesGuard } from './shared/service-trust/internal-routes-guard.ts';
import { trustOf, type ServiceTrust } from './shared/service-trust/service-trust.ts';
import {
  serviceBaseUrl,
  serviceTrustFromEnvironment,
} from './shared/service-trust/service-trust-from-environment.ts';

/** A service's Fastify app with its routes, not yet listening (tests call it with `inject`). */
export async function buildServiceApp(
  definition: ServiceDefinition,
  context: ServiceContext,
  options: {
    logger?: boolean;
    clockControl?: { clock: ControllableClock; token: string };
    /** METRICS_TOKEN: `/metrics` answers only its bearer. */
    metricsToken?: string | undefined;
  } = {},
): Promise<ServiceApp> {
  const app = await createServiceApp({
    name: definition.name,
    title: definition.title,
    description: definition.description,
    logger: options.logger ?? false,
    metricsToken: options.metricsToken,
  });
  registerHealthRoutes(app, context.db);
  context.serviceTrust ??= await serviceTrustFromEnvironment(definition.name, (caller) =>
    serviceBaseUrl(caller, context.serviceUrls, serviceDefinitions[caller].defaultPort),
  );
  await app.register(internalRoutesGuard, { trust: context.serviceTrust });
  if (options.clockControl)
    registerClockControlRoute(app, options.clockControl.clock, options.clockControl.token);
  await app.register(viewerPlugin, { context });
  await definition.registerRoutes(app, context);
  await app.ready();
  return app;
}

export interface StartServicesOptions {
  database?: OpenDatabase;
  ports?: Partial<Record<ServiceName, number>>;
  host?: string;
  now?: () => Date;
  logger?: boolean;
  metricsToken?: string | undefined;
}

export interface RunningServices {
  urls: Record<ServiceName, string>;
  /** Each service's credentials (tests call internal routes as one of the services). */
  trust: Record<ServiceName, ServiceTrust>;
  database: OpenDatabase;
  close(): Promise<void>;
}

/** Listens and returns the base URL; port 0 picks a free port, which is read back from the socket. */
export async function listenServiceApp(app: ServiceApp, port: number, host: string): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${urlHost}:${address.port}`;
}

/** Migrates, seeds and starts every service in this process, sharing one database. */
export async function startServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(databaseOptionsFromEnvironment()));
  const host = options.host ?? '127.0.0.1';
  const apps: ServiceApp[] = [];
  const urls = {} as Record<ServiceName, string>;
  const trust = {} as Record<ServiceName, ServiceTrust>;
  let verifyAccessToken: AccessTokenVerifier | undefined;
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (ownsDatabase) await database.close();
  };
  try {
    for (const name of serviceNames) {
      const definition = serviceDefinitions[name];
      await prepareServiceSchema(definition, database);
      // The public URL is known only once the port is bound; routes read it per request.
      const context: ServiceContext = {
        db: database.db,
        now: options.now ?? (() => new Date()),
        publicUrl: '',
        verifyAccessToken,
        accountsServiceUrl: urls.accounts,
        serviceUrls: urls,
      };
      const app = await buildServiceApp(definition, context, {
        logger: options.logger ?? false,
        metricsToken: options.metricsToken,
      });
      // The accounts service starts first and installs its verifier; the rest share it in memory.
      verifyAccessToken ??= context.verifyAccessToken;
      trust[name] = trustOf(context);
      apps.push(app);
      urls[name] = await listenServiceApp(app, options.ports?.[name] ?? definition.defaultPort, host);
      context.publicUrl = urls[name];
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, trust, database, close };
}

function portFromEnvironment(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitOnUnsafeProductionSettings('The services', serviceProductionRules(serviceNames));
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; before any app exists, so each is traced.
  const tracing = startTracingFromEnvironment('rasad-services');
  const running = await startServices({
    host: process.env.HOST ?? '127.0.0.1',
    logger: process.env.LOG_REQUESTS === 'true',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    ports: {
      accounts: portFromEnvironment(process.env.ACCOUNTS_PORT),
      business: portFromEnvironment(process.env.BUSINESS_PORT),
      courses: portFromEnvironment(process.env.COURSES_PORT),
      analytics: portFromEnvironment(process.env.ANALYTICS_PORT),
      payments: portFromEnvironment(process.env.PAYMENTS_PORT),
    },
  });
  for (const name of serviceNames)
    console.log(`${name} service listening on ${running.urls[name]} (OpenAPI at ${running.urls[name]}/docs)`);
  const shutDown = async (signal: string) => {
    console.log(`${signal} received, closing services…`);
    await running.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
}
