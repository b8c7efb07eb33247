import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';

/**
 * Checks the caller's role once, in a preHandler hook of an encapsulated plugin, before any of its routes runs
 * (after input validation, so bad input is still a 400). A caller `load` returns null for is refused with
 * `refusal`; otherwise the routes read the loaded role with the returned accessor.
 */
export function guardRoutes<Role extends object>(
  scope: FastifyInstance,
  load: (request: FastifyRequest) => Promise<Role | null>,
  refusal: { status: 403; code: string; messageKey: ServiceMessageKey },
) {
  const roles = new WeakMap<FastifyRequest, Role>();
  scope.addHook('preHandler', async (request, reply) => {
    const role = await load(request);
    if (role === null) return sendBusinessError(request, reply, refusal);
    roles.set(request, role);
  });
  return (request: FastifyRequest): Role => {
    const role = roles.get(request);
    if (!role) throw new Error('a guarded route ran without its role check');
    return role;
  };
}
