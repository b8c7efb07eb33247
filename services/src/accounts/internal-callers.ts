import type { FastifyInstance } from 'fastify';
import { serviceTrustedPeers } from '@rasad/auth/client-address.ts';
import { sendBusinessError } from '../shared/http/send-business-error.ts';

/**
 * Keeps a scope's routes to this installation's own services: a peer outside GATEWAY_ADDRESSES is refused 403
 * FORBIDDEN by one preHandler hook, after input validation and after any hook the scope already has (a signed-in
 * scope refuses a visitor first).
 */
export function insidersOnly(scope: FastifyInstance) {
  const trusted = serviceTrustedPeers();
  scope.addHook('preHandler', async (request, reply) => {
    const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    if (trusted.has(peer)) return;
    return sendBusinessError(request, reply, {
      status: 403,
      code: 'FORBIDDEN',
      messageKey: 'request.forbidden',
    });
  });
}
