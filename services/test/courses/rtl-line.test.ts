import { describe, expect, it } from 'vitest';
import { visualWords } from '../../src/courses/exams/rtl-line.ts';

describe('visualWords', () => {
  it('lists words from the right: Persian in reading order, a run of Latin words as one left-to-right run', () => {
    expect(visualWords('تاریخ صدور: ۱ آذر ۱۴۰۵')).toEqual([
      { text: 'تاریخ', leftToRight: false },
      { text: 'صدور:', leftToRight: false },
      { text: '۱', leftToRight: true },
      { text: 'آذر', leftToRight: false },
      { text: '۱۴۰۵', leftToRight: true },
    ]);
    expect(visualWords('داشبوردهای مدیریتی با Power BI').map((word) => word.text)).toEqual([
      'داشبوردهای',
      'مدیریتی',
      'با',
      'Power BI',
    ]);
  });

  it('keeps zero-width non-joiners inside a word', () => {
    expect(visualWords('کسب‌وکار می‌شود')).toEqual([
      { text: 'کسب‌وکار', leftToRight: false },
      { text: 'می‌شود', leftToRight: false },
    ]);
  });
});
