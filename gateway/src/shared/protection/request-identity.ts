import type { IncomingMessage } from 'node:http';
import { callerAddress, gatewayTrustedPeers } from '@rasad/auth/client-address.ts';

/** The browser's address as the gateway trusts it: the socket's peer, or X-Forwarded-For only behind a trusted proxy. */
export function requestAddress(request: Request, serverContext: unknown): string | null {
  const peer = (serverContext as { req?: IncomingMessage } | undefined)?.req?.socket.remoteAddress;
  return peer ? callerAddress(peer, request.headers.get('x-forwarded-for'), gatewayTrustedPeers()) : null;
}
