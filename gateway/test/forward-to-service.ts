import { request, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Passes one request on to a real service, as a stand-in in front of it does when it lets a call through: the same
 * method, path and headers, the service's answer piped back. Resolves once the answer has ended, or the call failed.
 */
export function forwardToService(
  target: URL,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.once('end', () => resolve());
      },
    );
    upstream.once('error', () => resolve());
    incoming.pipe(upstream);
  });
}
