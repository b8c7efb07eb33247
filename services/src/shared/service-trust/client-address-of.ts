import type { FastifyRequest } from 'fastify';
import { callerAddress } from '@rasad/auth/client-address.ts';

/**
 * The address of the person behind a request, as this service may believe it: the visitor's address the gateway (or
 * another service) forwards in X-Forwarded-For when the request carries its valid credential
 * (`request.credentialCaller`, set by `internalRoutesGuard`), else the connection's peer, whatever address the caller
 * calls from, loopback included, and whatever it writes in X-Forwarded-For.
 */
export function clientAddressOf(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? request.ip;
  if (!request.credentialCaller) return callerAddress(peer, undefined, new Set());
  // The credential's holder writes one address; a balancer between it and this service (the cluster's HAProxy)
  // appends its own peer after it, so the first hop is the holder's.
  const hops = request.headers['x-forwarded-for'];
  const forwarded = (typeof hops === 'string' ? hops : (hops ?? []).join(',')).split(',')[0]?.trim();
  return callerAddress(forwarded || peer, undefined, new Set());
}
