import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One upstream answer as the real service gave it. */
export interface RecordedAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** Per upstream: request key → answer. */
export type Recordings = Record<string, Record<string, RecordedAnswer>>;

/** A request's identity for replay: method, path with query, whether it carried a token, and its body. */
export function exactKey(method: string, target: string, authorized: boolean, body: string): string {
  return `${method} ${target} ${authorized ? 'signed-in' : 'visitor'} ${body}`;
}

/** The same without the query string, for calls that carry the clock (support status asks `at=now`). */
export function looseKey(method: string, target: string, authorized: boolean): string {
  return `${method} ${target.split('?')[0]} ${authorized ? 'signed-in' : 'visitor'}`;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A pass-through in front of each real service that keeps every answer it relays, so the same
 * answers can later be served by the replay process without the services.
 */
export async function startRecordingProxies(serviceUrls: Record<string, string>) {
  const recordings: Recordings = {};
  const servers: Server[] = [];
  const urls: Record<string, string> = {};
  for (const [name, serviceUrl] of Object.entries(serviceUrls)) {
    const answers: Record<string, RecordedAnswer> = (recordings[name] = {});
    const server = createServer(async (request, response) => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [header, value] of Object.entries(request.headers))
        if (typeof value === 'string' && header !== 'host' && header !== 'content-length')
          headers.set(header, value);
      const method = request.method ?? 'GET';
      const upstream = await fetch(new URL(request.url ?? '/', serviceUrl), {
        method,
        headers,
        ...(method === 'GET' ? {} : { body }),
      });
      const answer: RecordedAnswer = {
        status: upstream.status,
        contentType: upstream.headers.get('content-type'),
        body: await upstream.text(),
      };
      const authorized = request.headers.authorization !== undefined;
      answers[exactKey(method, request.url ?? '/', authorized, body)] = answer;
      answers[looseKey(method, request.url ?? '/', authorized)] ??= answer;
      response.writeHead(answer.status, answer.contentType ? { 'content-type': answer.contentType } : {});
      response.end(answer.body);
    });
    servers.push(server);
    urls[name] = await listenOnLoopback(server);
  }
  return {
    urls,
    recordings,
    async close() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/** Where the recording run leaves the signed-in screens' access token, beside its recordings. */
export function accessTokenFileOf(recordingsFile: string): string {
  return recordingsFile.replace(/\.json$/, '-access-token.txt');
}
