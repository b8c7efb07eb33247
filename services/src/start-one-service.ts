import { serviceDefinitions, serviceNames } from './service-definitions.ts';
import { prepareServiceSchema } from './seed/prepare-service-schema.ts';
import { databaseOptionsFromEnvironment, openDatabase } from './shared/database/open-database.ts';
import { controllableClock } from './shared/clock/controllable-clock.ts';
import { pgliteTemplateFor } from './shared/database/pglite-template.ts';
import { shareSeededTemplate } from './shared/database/shared-seeded-template.ts';
import type { ServiceContext } from './shared/service-definition.ts';
import type { ServiceName } from './shared/service-name.ts';
import { buildServiceApp, listenServiceApp } from './start-services.ts';
import { exitOnUnsafeProductionSettings } from '@rasad/contracts/production-settings.ts';
import { serviceProductionRules } from './shared/production-rules.ts';
import { startTracingFromEnvironment } from '@rasad/telemetry/tracing.ts';

/**
 * Runs one service on its own: SERVICE names it, PORT (or its default port), HOST, PUBLIC_URL
 * (when it sits behind a proxy) and its own DATABASE_URL / PGLITE_DATA_DIR.
 */
const name = process.env.SERVICE as ServiceName | undefined;
if (name === undefined || !serviceNames.includes(name)) {
  console.error(`Set SERVICE to one of: ${serviceNames.join(', ')}`);
  process.exit(1);
}
exitOnUnsafeProductionSettings(`The ${name} service`, serviceProductionRules([name]));
const definition = serviceDefinitions[name];
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; before the app exists, so it is traced.
const tracing = startTracingFromEnvironment(`rasad-${name}`);
const databaseOptions = databaseOptionsFromEnvironment();
// PGLITE_TEMPLATE (set by the platform's supervisor): a new embedded database starts from that dump, not from initdb.
const pgliteTemplate = databaseOptions.databaseUrl
  ? undefined
  : await pgliteTemplateFor(databaseOptions.pgliteDirectory, process.env.PGLITE_TEMPLATE);
// PGLITE_SEEDED_TEMPLATE_DIR (the browser tests' platforms): a new database may start from another platform's seeded one.
const seededShare =
  pgliteTemplate && process.env.PGLITE_SEEDED_TEMPLATE_DIR
    ? await shareSeededTemplate(process.env.PGLITE_SEEDED_TEMPLATE_DIR, name)
    : ({ kind: 'none' } as const);
const database = await openDatabase({
  ...databaseOptions,
  pgliteTemplate: seededShare.kind === 'load' ? seededShare.template : pgliteTemplate,
});
await prepareServiceSchema(definition, database);
if (seededShare.kind === 'publish' && database.dump) await seededShare.publish(await database.dump());
// CLOCK_CONTROL_TOKEN (the browser tests' platforms only): the service's clock can be moved forward over HTTP.
const clockControlToken = process.env.CLOCK_CONTROL_TOKEN;
const clock = controllableClock();
const context: ServiceContext = {
  db: database.db,
  now: clock.now,
  publicUrl: process.env.PUBLIC_URL ?? '',
};
const app = await buildServiceApp(definition, context, {
  logger: process.env.LOG_REQUESTS === 'true',
  metricsToken: process.env.METRICS_TOKEN || undefined,
  ...(clockControlToken ? { clockControl: { clock, token: clockControlToken } } : {}),
});
const url = await listenServiceApp(
  app,
  process.env.PORT ? Number(process.env.PORT) : definition.defaultPort,
  process.env.HOST ?? '127.0.0.1',
);
context.publicUrl ||= url;
console.log(`${name} service listening on ${url} (OpenAPI at ${url}/docs)`);

let closing = false;
const shutDown = async (reason: string) => {
  if (closing) return;
  closing = true;
  console.log(`${reason}, closing ${name} service…`);
  await app.close();
  await database.close();
  await tracing?.shutdown();
  process.exit(0);
};
process.once('SIGINT', () => void shutDown('SIGINT received'));
process.once('SIGTERM', () => void shutDown('SIGTERM received'));
// Started by the platform's supervisor (scripts/start-platform.mts): a supervisor that is gone, even killed, ends this too.
if (process.connected) process.once('disconnect', () => void shutDown('supervisor gone'));
