import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSupervisor, type SupervisedProgram } from '../../../scripts/platform/process-supervisor.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');
const entry = path.join(here, 'fixtures/small-program.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function program(name: string, env: NodeJS.ProcessEnv = {}): Promise<SupervisedProgram> {
  const port = await freePort();
  return {
    name,
    entry,
    url: `http://127.0.0.1:${port}`,
    memoryMb: 64,
    execArgv: [],
    env: { ...process.env, ...env, PORT: String(port) },
  };
}

async function pidAt(url: string): Promise<number | null> {
  try {
    return ((await (await fetch(`${url}/healthz`)).json()) as { pid: number }).pid;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Supervisor = ReturnType<typeof createSupervisor>;
let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
});

describe('the platform’s process supervisor', () => {
  it('restarts a killed process on its port with growing back-off, leaving the others alone', async () => {
    const programs = [await program('first'), await program('second')];
    const lines: string[] = [];
    supervisor = createSupervisor(programs, {
      cwd: repositoryRoot,
      log: (line) => lines.push(line),
      initialRestartDelayMs: 50,
    });
    supervisor.start();
    await supervisor.whenReady();
    const [first, second] = programs.map((each) => each.url) as [string, string];
    const secondPid = await pidAt(second);

    for (const round of [1, 2]) {
      const killed = (await pidAt(first))!;
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(async () => expect([null, killed]).not.toContain(await pidAt(first)), {
        timeout: 20_000,
        interval: 100,
      });
      expect(supervisor.status().find((each) => each.name === 'first')?.restarts).toBe(round);
    }
    expect(await pidAt(second)).toBe(secondPid);
    expect(lines.filter((line) => line.includes('ended unexpectedly'))).toEqual([
      expect.stringMatching(/^\[first \] ended unexpectedly \(SIGKILL\); restarting in 50 ms$/),
      expect.stringMatching(/^\[first \] ended unexpectedly \(SIGKILL\); restarting in 100 ms$/),
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^\[second\] started \(pid \d+, memory cap 64 MB\)$/));
  });

  it('stops every process on request, killing one that ignores SIGTERM after the grace period', async () => {
    const programs = [await program('polite'), await program('stubborn', { IGNORE_SIGTERM: 'true' })];
    const lines: string[] = [];
    supervisor = createSupervisor(programs, {
      cwd: repositoryRoot,
      log: (line) => lines.push(line),
      stopGraceMs: 1000,
    });
    supervisor.start();
    await supervisor.whenReady();
    const pids = supervisor.status().map((each) => each.pid!);

    await supervisor.stop();
    expect(pids.filter(isRunning)).toEqual([]);
    expect(lines).toContain('[polite  ] stopped (exit code 0)');
    expect(lines).toContain('[stubborn] still running 1000 ms after SIGTERM; killing it');
    expect(lines).toContain('[stubborn] stopped (SIGKILL)');
    // Stopped means stopped: nothing is restarted afterwards.
    expect(supervisor.status().every((each) => each.pid === null)).toBe(true);
  });
});
