import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';

/**
 * The README's test command: its steps in turn (a failed step stops the run), a line as each phase starts and ends,
 * and at the end how long each took, so a slow suite shows where its time went. Phases of one step run side by side:
 * the checks are pure CPU while the unit suites wait on databases and sockets, and the services' PostgreSQL suite
 * waits on the server while the browser tests wait on pages, so neither pair leaves a core idle as it would in turn.
 * The first phase of a step prints as it goes; the others' output is held and printed whole when they end.
 */
// The cluster's failover test runs last and alone: its twelve processes would slow the other browser tests' pages.
const steps = [
  ['build'],
  ['test:unit', 'checks'],
  ['test:e2e', 'test:services:postgres'],
  ['test:e2e:cluster'],
];
if (!process.env.npm_execpath) {
  console.error('Run it through pnpm: npx -y pnpm@10 run test:all');
  process.exit(1);
}
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(0);
const stamp = () => `[test:all ${seconds(started).padStart(4)} s]`;
const durations = [];

function runScript(name, { live }) {
  return new Promise((resolve) => {
    // The pnpm that runs this script (npx -y pnpm@10) runs each phase, so no other pnpm is looked for.
    const child = spawn(process.execPath, [process.env.npm_execpath, 'run', name], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    if (!live)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(held) }),
    );
  });
}

async function runPhase(phase, live) {
  const phaseStarted = performance.now();
  console.log(`\n${stamp()} ${phase}…${live ? '' : ' (side by side; its output follows when it ends)'}`);
  const { code, output } = await runScript(phase, { live });
  if (!live) {
    console.log(`\n${stamp()} ─── output of ${phase} ───`);
    process.stdout.write(output);
  }
  durations.push(`${phase} ${seconds(phaseStarted)} s`);
  console.log(`${stamp()} ${phase} ${code === 0 ? 'passed' : 'FAILED'} (${seconds(phaseStarted)} s)`);
  return code;
}

for (const step of steps) {
  const codes = await Promise.all(step.map((phase, index) => runPhase(phase, index === 0)));
  if (codes.some((code) => code !== 0)) {
    console.log(`[test:all] stopped after ${durations.join(', ')}`);
    process.exit(1);
  }
}
console.log(`[test:all] all passed in ${seconds(started)} s: ${durations.join(', ')}`);
