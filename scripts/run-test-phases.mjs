import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * The README's test command: each phase in turn (the first failure stops the run), a line as each starts and ends,
 * and at the end how long each took, so a slow suite shows where its time went.
 */
const phases = ['build', 'checks', 'test:unit', 'test:services:postgres', 'test:e2e'];
if (!process.env.npm_execpath) {
  console.error('Run it through pnpm: npx -y pnpm@10 run test:all');
  process.exit(1);
}
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(0);
const durations = [];

function runScript(name) {
  return new Promise((resolve) => {
    // The pnpm that runs this script (npx -y pnpm@10) runs each phase, so no other pnpm is looked for.
    const child = spawn(process.execPath, [process.env.npm_execpath, 'run', name], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

for (const [index, phase] of phases.entries()) {
  const phaseStarted = performance.now();
  console.log(`\n[test:all ${seconds(started).padStart(4)} s] ${index + 1}/${phases.length} ${phase}…`);
  const code = await runScript(phase);
  durations.push(`${phase} ${seconds(phaseStarted)} s`);
  console.log(
    `[test:all ${seconds(started).padStart(4)} s] ${phase} ${code === 0 ? 'passed' : 'FAILED'} (${seconds(phaseStarted)} s)`,
  );
  if (code !== 0) {
    console.log(`[test:all] stopped after ${durations.join(', ')}`);
    process.exit(code);
  }
}
console.log(`[test:all] all passed in ${seconds(started)} s: ${durations.join(', ')}`);
