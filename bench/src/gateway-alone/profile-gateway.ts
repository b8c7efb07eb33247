import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild, stopChild } from './child-processes.ts';
import { accessTokenFileOf } from './upstream-recordings.ts';
import { screenRequestBody, screens, typenameRequestBody } from '../screen-queries.ts';

/**
 * One gateway (`yoga`, `yoga-cached`, `apollo` or `yoga-bare`) under `--cpu-prof`, in front of the replayed upstreams
 * of the last `pnpm bench` (its recordings file), loaded with one screen (a name from screen-queries.ts,
 * or `typename` for `{ __typename }`; a signed-in screen with the token the recording run signed in with) at 16
 * connections. Writes the process's .cpuprofile into the folder:
 *   node --import tsx src/gateway-alone/profile-gateway.ts results/upstream-recordings.json yoga home /tmp/profile 10
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const [recordingsFile, kind, screenName, profileDir, secondsText] = process.argv.slice(2);
mkdirSync(profileDir!, { recursive: true });
const replay = await startChild(path.join(here, 'replay-upstreams.ts'), [recordingsFile!]);
const child = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    '--import',
    'tsx',
    path.join(here, 'serve-gateway.ts'),
    kind!,
    replay.line,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
);
const url = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout! }).once('line', resolve),
);
const screen = screens.find((candidate) => candidate.name === screenName) ?? null;
const body = screen ? screenRequestBody(screen) : typenameRequestBody;
// A signed-in screen carries the token the recording run signed in with (run-benchmarks.ts writes it beside them).
const accessToken = screen?.signedIn ? readFileSync(accessTokenFileOf(recordingsFile!), 'utf8').trim() : null;
const result = await autocannon({
  url,
  connections: 16,
  duration: Number(secondsText ?? 10),
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'accept-language': 'fa-IR',
    'x-rasad-client': 'rasad-bench',
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  },
  body,
});
console.log(`${kind} ${screenName}: ${result.requests.total} requests, ${result.non2xx} non-2xx`);
await stopChild(child);
await stopChild(replay.child);
