import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { onPageVisit } from '../../shared/page-visits/currentPageVisit.ts';
import type { PageVisitBeacon } from '@rasad/contracts/rules/page-visit-rules.ts';
import { PageVisitTracker } from './PageVisitTracker.tsx';

let sent: { url: string; body: Blob }[];

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The beacons sent so far, read back from their bodies. */
async function beacons() {
  return Promise.all(
    sent.map(async ({ url, body }) => ({
      url,
      type: body.type,
      beacon: JSON.parse(await readText(body)) as PageVisitBeacon,
    })),
  );
}

beforeEach(() => {
  sent = [];
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => sent.push({ url, body }) > 0,
  });
});

afterEach(() => vi.useRealTimers());

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderTracker(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PageVisitTracker locale="fa-IR" /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('page visits by beacon', () => {
  it('reports each page with an id chosen in the browser, and the previous page’s duration with the next one', async () => {
    const router = renderTracker('/search?q=%D9%BE%D8%AA%D8%B1%D9%88');
    await settle();
    expect(sent).toHaveLength(1);
    const [first] = await beacons();
    expect(first?.url).toBe('/visits');
    expect(first?.type).toBe('text/plain;charset=utf-8');
    expect(first?.beacon).toEqual({
      locale: 'fa-IR',
      start: {
        visitId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        path: '/search',
        query: 'q=%D9%BE%D8%AA%D8%B1%D9%88',
        referrer: null,
      },
    });

    const ids: string[] = [];
    onPageVisit('/company/Q29tcGFueTox', (visitId) => ids.push(visitId));
    vi.setSystemTime(new Date('2026-03-01T10:00:42Z'));
    await act(() => router.navigate('/company/Q29tcGFueTox'));
    await settle();
    expect(sent).toHaveLength(2);
    const second = (await beacons())[1]!.beacon;
    expect(second.end).toEqual({ visitId: first?.beacon.start?.visitId, durationSeconds: 42 });
    expect(second.start?.path).toBe('/company/Q29tcGFueTox');
    expect(second.start?.visitId).not.toBe(first?.beacon.start?.visitId);
    expect(ids).toEqual([second.start?.visitId]);
  });

  it('ends the visit once when the tab is hidden and starts a new one when it is shown again', async () => {
    renderTracker('/pricing');
    await settle();
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    await settle();
    expect(sent).toHaveLength(3);
    const [opened, hidden, shownAgain] = (await beacons()).map((beacon) => beacon.beacon);
    expect(hidden).toEqual({
      locale: 'fa-IR',
      end: { visitId: opened?.start?.visitId, durationSeconds: 60 },
    });
    expect(shownAgain?.end).toBeUndefined();
    expect(shownAgain?.start).toMatchObject({ path: '/pricing', referrer: null });
  });
});
