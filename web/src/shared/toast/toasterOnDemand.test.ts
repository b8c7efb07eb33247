import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasterLoadFailed, toasterMounted, useToasterWanted, whenToasterReady } from './toasterOnDemand.ts';

describe('toasts asked for before the toaster is loaded', () => {
  it('wait through a failed load, the next toast asks again, and all are shown once the toaster listens', () => {
    // The module's state is the page's, and other test files may share it: start from a toaster come and gone.
    act(() => toasterMounted()());
    act(() => toasterLoadFailed());
    const shown: string[] = [];
    const { result } = renderHook(() => useToasterWanted());
    expect(result.current).toBe(false);
    act(() => whenToasterReady(() => shown.push('ذخیره شد')));
    expect(result.current).toBe(true);
    act(() => toasterLoadFailed());
    expect(result.current).toBe(false);
    act(() => whenToasterReady(() => shown.push('ارسال شد')));
    expect(result.current).toBe(true);
    expect(shown).toEqual([]);
    act(() => void toasterMounted());
    expect(shown).toEqual(['ذخیره شد', 'ارسال شد']);
    whenToasterReady(() => shown.push('به‌روز شد'));
    expect(shown).toEqual(['ذخیره شد', 'ارسال شد', 'به‌روز شد']);
  });
});
