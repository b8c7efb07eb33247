import { describe, expect, it } from 'vitest';
import { capitalChangeText } from './CompanyChangeSummary.tsx';

describe('capitalChangeText', () => {
  it('puts both capitals in the larger one’s unit, in the locale’s digits', () => {
    expect(capitalChangeText('fa-IR', 100_000_000, 200_000_000)).toBe('۱۰۰ → ۲۰۰ میلیون ریال');
    expect(capitalChangeText('en-US', 100_000_000, 200_000_000)).toBe('100 → 200 million rials');
    expect(capitalChangeText('fa-IR', 500_000_000, 2_500_000_000)).toBe('۰٫۵ → ۲٫۵ میلیارد ریال');
    expect(capitalChangeText('en-US', 5_000, 10_000)).toBe('5,000 → 10,000 rials');
  });
});
