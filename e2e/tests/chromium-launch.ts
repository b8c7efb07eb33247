import { existsSync } from 'node:fs';

// Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) draws the
// same pages as the full browser for about a third less of its CPU, which on two cores makes the browser tests about
// a fifth shorter; the full browser when the shell is not installed.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';

/** Debian's Chromium as every Playwright config here launches it: no sandbox as root, no network of its own. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
