import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether Debian's redis-server is here; CI installs it, so there its absence is an error, not a skip. */
export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisInstalled && process.env.CI)
  throw new Error('redis-server is required in CI (the Debian package redis-server)');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RedisTestServer {
  port: number;
  url: string;
  stop: () => void;
}

/** A throw-away Redis on a free loopback port, keeping nothing on disk. */
export async function startRedisTestServer(): Promise<RedisTestServer> {
  const port = await freePort();
  execFileSync('redis-server', [
    ...['--port', String(port), '--bind', '127.0.0.1'],
    ...['--save', '', '--appendonly', 'no', '--daemonize', 'yes'],
  ]);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => void spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']),
  };
}
