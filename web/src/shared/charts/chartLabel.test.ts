import { describe, expect, it } from 'vitest';
import { chartLabel } from './chartLabel.ts';

describe('chart labels', () => {
  it('isolate a Persian label right-to-left and leave an English one alone', () => {
    const persian = new Intl.NumberFormat('fa-IR', { notation: 'compact' }).format(34_000_000);
    expect(persian).toMatch(/^۳۴\s*میلیون$/);
    expect(chartLabel('fa-IR', persian)).toBe(`\u2067${persian}\u2069`);
    expect(chartLabel('en-US', '34M')).toBe('34M');
  });
});
