/** When the app last reloaded itself for a new version: a part still failing after that is left to its own handling. */
const reloadedAtKey = 'rasad.reloadedForNewVersion';
const reloadQuietMs = 60_000;

/** The app's entry script named in a page's HTML (`/assets/index-<hash>.js`, preloaded and imported): its version. */
export function entryScriptOf(html: string): string | null {
  return html.match(/\/assets\/index-[\w-]+\.js/)?.[0] ?? null;
}

/**
 * A deploy replaces the hashed files a page was built with, and a part loaded later (a page, a dialog) is then no
 * longer there. Vite reports every failed split import as `vite:preloadError`; the app then asks for the home page
 * (any page names the entry, and home is counted against no quota), and when that names another entry script (a new
 * version is out), reloads at the same address to run it. A
 * failure of the network (offline, a dropped link) reloads nothing — a reload could lose what the reader typed — and
 * is left to the part's own handling (a dialog closes, a route shows its error with a retry). At most once a minute,
 * so that a version missing a file of its own does not reload in a loop.
 */
export function reloadForNewVersion(target: Window = window) {
  const running = entryScriptOf(target.document.head.innerHTML);
  if (!running) return;
  let checking = false;
  target.addEventListener('vite:preloadError', () => {
    if (checking) return;
    checking = true;
    target
      .fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } })
      .then(async (response) => {
        const published = response.ok ? entryScriptOf(await response.text()) : null;
        if (!published || published === running) return;
        const lastReload = Number(target.sessionStorage.getItem(reloadedAtKey) ?? 0);
        if (Date.now() - lastReload < reloadQuietMs) return;
        target.sessionStorage.setItem(reloadedAtKey, String(Date.now()));
        target.location.reload();
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  });
}
