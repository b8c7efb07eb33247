import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installErrorHandler } from './error-handler.ts';
import { installInputHygiene } from './input-hygiene.ts';
import { observabilityPlugin } from './observability.ts';
import { jsonLogOptions } from '@rasad/telemetry/json-logs.ts';

export interface ServiceAppOptions {
  title: string;
  description: string;
  /** A short name for its logs and metrics (the service definition's); the title when absent. */
  name?: string;
  /** true: JSON log lines (pino) carrying the trace id; or Fastify's own logger options. */
  logger?: FastifyServerOptions['logger'];
  /** METRICS_TOKEN: `/metrics` answers only a bearer of it; open on the service's (internal) port when absent. */
  metricsToken?: string | undefined;
}

/**
 * A Fastify instance with zod at the edges, one error shape, its OpenAPI document at /docs, and its traces, metrics
 * (`/metrics`) and logs (see observability.ts).
 */
export async function createServiceApp(options: ServiceAppOptions) {
  const name = options.name ?? options.title;
  const app = Fastify({
    logger: options.logger === true ? jsonLogOptions(name) : (options.logger ?? false),
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { coerceTypes: true } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputHygiene(app);
  // Before every route, so each is measured (and traced) from its arrival.
  await app.register(observabilityPlugin, { service: name, metricsToken: options.metricsToken });
  await app.register(swagger, {
    openapi: { info: { title: options.title, description: options.description, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  return app;
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;
export type AnyServiceApp = FastifyInstance;
