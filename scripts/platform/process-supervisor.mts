import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One program the supervisor keeps running: a service or the gateway, each in its own process. */
export interface SupervisedProgram {
  name: string;
  /** The script node runs: compiled JavaScript, or TypeScript source when `execArgv` loads tsx. */
  entry: string;
  /** Node's own flags besides the memory cap (`--enable-source-maps`, or `--import tsx` for source). */
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  /** V8's old-space cap: a process that outgrows it ends (and is restarted) instead of starving the others. */
  memoryMb: number;
  /** Its base URL; `/readyz` there says when it is ready. */
  url: string;
}

export interface SupervisorOptions {
  cwd: string;
  /** Where each line of a program's output goes, already prefixed with its name. */
  log?: (line: string) => void;
  /** First wait before a restart; it doubles with each crash in a row, up to `maxRestartDelayMs`. */
  initialRestartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A process ready for this long has its crash count (and so its back-off) forgotten. */
  stableAfterMs?: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL. */
  stopGraceMs?: number;
  /** How often readiness is polled while a process starts. */
  readinessPollMs?: number;
}

interface ProgramState {
  program: SupervisedProgram;
  child: ChildProcess | null;
  crashesInARow: number;
  restarts: number;
  restartTimer: NodeJS.Timeout | null;
  stableTimer: NodeJS.Timeout | null;
  ready: boolean;
  readyWaiters: (() => void)[];
}

async function answersReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs each program as a child process (node with a memory cap, output prefixed with its name), restarts one that
 * ends unasked after a growing delay, and stops them all on request: SIGTERM, then SIGKILL after a grace period.
 * Children hold an IPC channel to this process, so they also end if the supervisor itself is killed.
 */
export function createSupervisor(programs: SupervisedProgram[], options: SupervisorOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const initialRestartDelayMs = options.initialRestartDelayMs ?? 500;
  const maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 7000;
  const readinessPollMs = options.readinessPollMs ?? 200;
  const width = Math.max(...programs.map((program) => program.name.length));
  const states = new Map<string, ProgramState>(
    programs.map((program) => [
      program.name,
      {
        program,
        child: null,
        crashesInARow: 0,
        restarts: 0,
        restartTimer: null,
        stableTimer: null,
        ready: false,
        readyWaiters: [],
      },
    ]),
  );
  let stopping = false;

  const say = (name: string, line: string) => log(`[${name.padEnd(width)}] ${line}`);

  function pipeLines(name: string, stream: NodeJS.ReadableStream | null) {
    if (stream) createInterface({ input: stream }).on('line', (line) => say(name, line));
  }

  async function watchReadiness(state: ProgramState, child: ChildProcess) {
    while (!stopping && state.child === child && child.exitCode === null && child.signalCode === null) {
      if (await answersReady(state.program.url)) {
        if (state.child !== child) return;
        state.ready = true;
        for (const resolve of state.readyWaiters.splice(0)) resolve();
        state.stableTimer = setTimeout(() => {
          state.crashesInARow = 0;
        }, stableAfterMs);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, readinessPollMs));
    }
  }

  function start(state: ProgramState) {
    const { program } = state;
    const child = fork(program.entry, [], {
      cwd: options.cwd,
      env: program.env,
      execArgv: [`--max-old-space-size=${program.memoryMb}`, ...program.execArgv],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    state.child = child;
    state.ready = false;
    say(program.name, `started (pid ${child.pid}, memory cap ${program.memoryMb} MB)`);
    pipeLines(program.name, child.stdout);
    pipeLines(program.name, child.stderr);
    child.once('exit', (code, signal) => {
      if (state.child !== child) return;
      state.child = null;
      state.ready = false;
      if (state.stableTimer) clearTimeout(state.stableTimer);
      state.stableTimer = null;
      if (stopping) return say(program.name, `stopped (${signal ?? `exit code ${code}`})`);
      const delay = Math.min(maxRestartDelayMs, initialRestartDelayMs * 2 ** state.crashesInARow);
      state.crashesInARow += 1;
      say(program.name, `ended unexpectedly (${signal ?? `exit code ${code}`}); restarting in ${delay} ms`);
      state.restartTimer = setTimeout(() => {
        state.restartTimer = null;
        if (stopping) return;
        state.restarts += 1;
        start(state);
      }, delay);
    });
    void watchReadiness(state, child);
  }

  return {
    start() {
      for (const state of states.values()) start(state);
    },
    /** Resolves once every program answers `/readyz`. */
    whenReady(): Promise<void> {
      return Promise.all(
        [...states.values()].map((state) =>
          state.ready ? undefined : new Promise<void>((resolve) => state.readyWaiters.push(resolve)),
        ),
      ).then(() => undefined);
    },
    /** SIGTERM to every child, SIGKILL to those still running after the grace period; resolves when all ended. */
    async stop(): Promise<void> {
      stopping = true;
      const running: Promise<void>[] = [];
      for (const state of states.values()) {
        if (state.restartTimer) clearTimeout(state.restartTimer);
        if (state.stableTimer) clearTimeout(state.stableTimer);
        for (const resolve of state.readyWaiters.splice(0)) resolve();
        const child = state.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) continue;
        running.push(
          new Promise<void>((resolve) => {
            const killer = setTimeout(() => {
              say(state.program.name, `still running ${stopGraceMs} ms after SIGTERM; killing it`);
              child.kill('SIGKILL');
            }, stopGraceMs);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
        );
      }
      await Promise.all(running);
    },
    status() {
      return [...states.values()].map((state) => ({
        name: state.program.name,
        pid: state.child?.pid ?? null,
        ready: state.ready,
        restarts: state.restarts,
      }));
    },
  };
}
