import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryScriptOf, reloadForNewVersion } from './reloadForNewVersion.ts';

const page = (entry: string) =>
  `<!doctype html><html lang="fa-IR"><head><link rel="modulepreload" crossorigin href="${entry}"></head>` +
  `<body><script type="module">const app=import("${entry}");await app</script></body></html>`;

/** A window running `/assets/index-old.js` whose home page now answers `published`, or fails. */
function windowRunningOldVersion(published: () => Promise<Response>) {
  const listeners: (() => void)[] = [];
  const target = {
    document: { head: { innerHTML: '<link rel="modulepreload" crossorigin href="/assets/index-old.js">' } },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'vite:preloadError') listeners.push(listener);
    },
    fetch: vi.fn(published),
    sessionStorage: window.sessionStorage,
    location: { reload: vi.fn() },
  };
  reloadForNewVersion(target as unknown as Window);
  return {
    target,
    /** A split import failed, and the check it starts has finished. */
    importFailed: async () => {
      for (const listener of listeners) listener();
      await vi.waitFor(() => expect(target.fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => window.sessionStorage.clear());

describe('reloading for a new version', () => {
  it('reads the entry script a page names', () => {
    expect(entryScriptOf(page('/assets/index-C8ei-qrN.js'))).toBe('/assets/index-C8ei-qrN.js');
    expect(entryScriptOf('<html><body>نگهداری</body></html>')).toBeNull();
  });

  it('reloads once when a part is missing and the home page names another entry script', async () => {
    const running = windowRunningOldVersion(async () => new Response(page('/assets/index-new.js')));
    await running.importFailed();
    expect(running.target.fetch).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
    expect(running.target.location.reload).toHaveBeenCalledTimes(1);
    // The new version misses a part of its own: no second reload within the minute.
    await running.importFailed();
    expect(running.target.location.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the version is the same (the network dropped a file) or the network is down', async () => {
    const sameVersion = windowRunningOldVersion(async () => new Response(page('/assets/index-old.js')));
    await sameVersion.importFailed();
    expect(sameVersion.target.location.reload).not.toHaveBeenCalled();
    const offline = windowRunningOldVersion(async () => {
      throw new TypeError('Failed to fetch');
    });
    await offline.importFailed();
    expect(offline.target.location.reload).not.toHaveBeenCalled();
    const failing = windowRunningOldVersion(async () => new Response('', { status: 503 }));
    await failing.importFailed();
    expect(failing.target.location.reload).not.toHaveBeenCalled();
  });
});
