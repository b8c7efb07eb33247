import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { exactKey, listenOnLoopback, looseKey, readBody, type Recordings } from './upstream-recordings.ts';

/**
 * The upstream services played back from recordings, in a process of its own (argv[2]: the recordings
 * file): each answer is a map lookup, so what a gateway in front of it spends is the gateway's own.
 * Prints `{ name: url }` as one JSON line once every port listens.
 */
const recordings = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Recordings;
const urls: Record<string, string> = {};
for (const [name, answers] of Object.entries(recordings)) {
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const target = request.url ?? '/';
    const authorized = request.headers.authorization !== undefined;
    const answer =
      answers[exactKey(method, target, authorized, body)] ?? answers[looseKey(method, target, authorized)];
    if (!answer) {
      response.writeHead(599, { 'content-type': 'text/plain' });
      response.end(`not recorded: ${name} ${method} ${target}`);
      return;
    }
    response.writeHead(answer.status, answer.contentType ? { 'content-type': answer.contentType } : {});
    response.end(answer.body);
  });
  server.keepAliveTimeout = 60_000;
  urls[name] = await listenOnLoopback(server);
}
console.log(JSON.stringify(urls));
