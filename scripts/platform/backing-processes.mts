import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server the cluster runs from Debian's packages (PostgreSQL, Redis, HAProxy): stopped with the cluster. */
export interface BackingProcess {
  name: string;
  stop(): Promise<void>;
}

const debianPackages = 'apt-get install -y postgresql redis-server haproxy';

function missing(what: string): never {
  throw new Error(`${what} was not found; the cluster runs on Debian's packages: ${debianPackages}`);
}

function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((candidate) => existsSync(path.join(root, candidate, 'bin', 'postgres')));
  return version
    ? path.join(root, version, 'bin')
    : missing('PostgreSQL (/usr/lib/postgresql/*/bin/postgres)');
}

function onPath(command: string): string {
  const found = (process.env.PATH ?? '')
    .split(':')
    .concat('/usr/sbin', '/usr/bin')
    .map((folder) => path.join(folder, command))
    .find((candidate) => existsSync(candidate));
  return found ?? missing(command);
}

// PostgreSQL refuses to run as root: as root (CI, a container) its programs run as Debian's postgres user.
const runningAsRoot = process.getuid?.() === 0;
const asPostgresUser = (command: string, args: string[]): [string, string[]] =>
  runningAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

function spawnLogged(
  name: string,
  command: string,
  args: string[],
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
  return child;
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill(signal);
  });
}

async function waitFor(what: string, child: ChildProcess, ready: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} ended while starting (exit code ${child.exitCode})`);
    if (ready()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
}

const succeeds = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * A PostgreSQL server on loopback with its cluster in `directory` (made with initdb the first time), and the
 * platform's database in it. Returns the server and its DATABASE_URL.
 */
export async function startPostgres(directory: string, port: number, log: (line: string) => void) {
  const bin = postgresBinaries();
  const dataDirectory = path.join(directory, 'data');
  const socketDirectory = path.join(directory, 'socket');
  for (const folder of [directory, socketDirectory]) {
    mkdirSync(folder, { recursive: true });
    if (runningAsRoot) chownSync(folder, postgresUserId(), postgresUserId('-g'));
  }
  if (!existsSync(path.join(dataDirectory, 'PG_VERSION'))) {
    log(`[postgres] initdb ${dataDirectory}`);
    execFileSync(
      ...asPostgresUser(path.join(bin, 'initdb'), [
        '-D',
        dataDirectory,
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]),
      { stdio: 'ignore' },
    );
  }
  const child = spawnLogged(
    'postgres',
    ...asPostgresUser(path.join(bin, 'postgres'), [
      '-D',
      dataDirectory,
      '-c',
      'listen_addresses=127.0.0.1',
      '-p',
      String(port),
      '-k',
      socketDirectory,
      // Two instances of five services, ten connections each, and room for a backup or psql beside them.
      '-c',
      'max_connections=200',
    ]),
    log,
  );
  const psql = (sql: string) =>
    execFileSync(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', sql],
      {
        encoding: 'utf8',
      },
    ).trim();
  await waitFor('PostgreSQL', child, () =>
    succeeds(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']),
  );
  if (psql("SELECT count(*) FROM pg_database WHERE datname = 'rasad'") === '0') psql('CREATE DATABASE rasad');
  return {
    process: { name: 'postgres', stop: () => stopChild(child, 'SIGINT') } satisfies BackingProcess,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/rasad`,
  };
}

function postgresUserId(flag: '-u' | '-g' = '-u'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** Redis on loopback, nothing written to disk: the gateways' shared state is rebuilt as they run. */
export async function startRedis(port: number, log: (line: string) => void) {
  const child = spawnLogged(
    'redis',
    onPath('redis-server'),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    log,
  );
  const cli = onPath('redis-cli');
  await waitFor('Redis', child, () => succeeds(cli, ['-p', String(port), 'ping']));
  return {
    process: { name: 'redis', stop: () => stopChild(child, 'SIGTERM') } satisfies BackingProcess,
    redisUrl: `redis://127.0.0.1:${port}`,
  };
}

/** HAProxy with the given configuration file, checked before it starts. */
export function startHaproxy(configFile: string, log: (line: string) => void): BackingProcess {
  const haproxy = onPath('haproxy');
  execFileSync(haproxy, ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  const child = spawnLogged('haproxy', haproxy, ['-db', '-f', configFile], log);
  return { name: 'haproxy', stop: () => stopChild(child, 'SIGTERM') };
}
