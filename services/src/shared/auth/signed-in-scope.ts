import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../service-definition.ts';
import type { Viewer } from '@rasad/auth/viewer.ts';

/** Thrown for a visitor on a signed-in route; the error handler answers 401 UNAUTHENTICATED. */
class ViewerRequiredError extends Error {
  readonly statusCode = 401;
  constructor() {
    super('a signed-in viewer is required');
  }
}

/** What every domain plugin of a service is registered with. */
export interface DomainPluginOptions {
  context: ServiceContext;
}

/** A scope whose routes take zod schemas. */
export type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain's routes: an encapsulated Fastify plugin registered under the domain's URL prefix. */
export type DomainPlugin = (instance: FastifyInstance, options: DomainPluginOptions) => Promise<void>;

/**
 * Registers `routes` in a child scope where every route needs a signed-in caller: a visitor is refused
 * 401 UNAUTHENTICATED by one preHandler hook, after input validation (bad input stays a 400, as before)
 * and before any handler runs. The routes read the caller with `viewerOf`.
 */
export async function signedInScope(
  parent: FastifyInstance,
  routes: (scope: ZodScope) => void | Promise<void>,
) {
  await parent.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      if (request.viewer === null) throw new ViewerRequiredError();
    });
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/** The caller of a route inside `signedInScope` (the scope's hook has already refused visitors). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (request.viewer === null) throw new Error('a signed-in route ran outside signedInScope');
  return request.viewer;
}
