import { describe, expect, it, vi } from 'vitest';
import { progressReporter } from '../../src/shared/progress/progress-reporter.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return {
    written,
    stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream,
  };
}

describe('progress of long work', () => {
  it('writes a log a line every few seconds with the counts and the time left, and one at the end', () => {
    vi.useFakeTimers();
    try {
      const log = stream(false);
      const report = progressReporter('dataset: companies', log.stream);
      vi.advanceTimersByTime(1000);
      report(10_000, 100_000);
      expect(log.written).toEqual([]);
      vi.advanceTimersByTime(5000);
      report(50_000, 100_000);
      expect(log.written).toEqual(['dataset: companies: 50,000 / 100,000 (6 s so far, about 6 s left)\n']);
      vi.advanceTimersByTime(6000);
      report(100_000, 100_000);
      expect(log.written.at(-1)).toBe('dataset: companies: 100,000 / 100,000 in 12 s\n');
    } finally {
      vi.useRealTimers();
    }
  });

  it('redraws one bar in a terminal and ends its line when done', () => {
    vi.useFakeTimers();
    try {
      const terminal = stream(true);
      const report = progressReporter('indexes', terminal.stream);
      vi.advanceTimersByTime(90_000);
      report(1, 3);
      expect(terminal.written[0]).toBe(`\rindexes ${'█'.repeat(10)}${'░'.repeat(20)} 1 / 3 · 3 min 0 s left`);
      report(3, 3);
      expect(terminal.written[1]).toMatch(/^\rindexes █{30} 3 \/ 3 · in 1 min 30 s\n$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
