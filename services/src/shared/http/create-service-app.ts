import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { clientErrorAnswer, writeClientError } from '@rasad/contracts/http-client-errors.ts';
import { errorBody, installErrorHandler } from './error-handler.ts';
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
    // A request Node's parser refuses (an address or headers over 16 KiB, a malformed request) never reaches the error
    // handler: it is answered here in the same shape and language, where Fastify would answer in English.
    clientErrorHandler: (error, socket) => {
      const answer = clientErrorAnswer(error);
      writeClientError(socket, answer.status, JSON.stringify(errorBody(answer.code, answer.message)));
    },
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
