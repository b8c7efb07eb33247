/** How often a log (not a terminal) gets a progress line. */
const logEveryMs = 5000;
const barWidth = 30;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
}

/**
 * Reports long work as it goes: in a terminal, one bar redrawn in place with the counts and the time left; in a log,
 * a line every few seconds and one at the end. `report(done, total)` is called as the work advances.
 */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stdout) {
  const started = performance.now();
  let lastLineAt = started;
  return (done: number, total: number) => {
    const now = performance.now();
    const elapsed = (now - started) / 1000;
    const left = done > 0 ? (elapsed * (total - done)) / done : Number.NaN;
    const counts = `${done.toLocaleString('en')} / ${total.toLocaleString('en')}`;
    const finished = done >= total;
    if (stream.isTTY) {
      const filled = Math.round((barWidth * done) / Math.max(total, 1));
      const bar = `${'█'.repeat(filled)}${'░'.repeat(barWidth - filled)}`;
      const time = finished ? `in ${duration(elapsed)}` : `${duration(left)} left`;
      stream.write(`\r${label} ${bar} ${counts} · ${time}${finished ? '\n' : ''}`);
      return;
    }
    if (!finished && now - lastLineAt < logEveryMs) return;
    lastLineAt = now;
    stream.write(
      `${label}: ${counts}${finished ? ` in ${duration(elapsed)}` : ` (${duration(elapsed)} so far, about ${duration(left)} left)`}\n`,
    );
  };
}
