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

export interface ServiceAppOptions {
  title: string;
  description: string;
  logger?: FastifyServerOptions['logger'];
}

/** A Fastify instance with zod at the edges, one error shape, and its OpenAPI document at /docs. */
export async function createServiceApp(options: ServiceAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { coerceTypes: true } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputHygiene(app);
  await app.register(swagger, {
    openapi: { info: { title: options.title, description: options.description, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  return app;
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;
export type AnyServiceApp = FastifyInstance;
