import { describe, expect, it } from 'vitest';
import { onPageVisit, publishPageVisit } from './currentPageVisit.ts';

describe('current page visit', () => {
  it('hands the analytics visit of a path to a listener, whether it arrives before or after', () => {
    const later: string[] = [];
    const stop = onPageVisit('/company/A', (visitId) => later.push(visitId));
    publishPageVisit('/pricing', 'other');
    publishPageVisit('/company/A', 'visit-1');
    publishPageVisit('/company/A', 'visit-2');
    stop();
    expect(later).toEqual(['visit-1']);
    const known: string[] = [];
    onPageVisit('/company/A', (visitId) => known.push(visitId));
    expect(known).toEqual(['visit-2']);
  });
});
