import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IsAppPage, RenderServerPage, WarmServerPages } from '@rasad/contracts/server-page.ts';

/**
 * The web build's server renderer (`web/dist-server/renderServerPage.js`, beside the browser's `web/dist`), which
 * draws the pages the app marks for it; without it (the web app not built for the server) every page is the shell.
 * Their code is loaded here, before the gateway listens, rather than by each kind of page's first reader. It also knows
 * the app's route table, so which addresses are pages of the app.
 */
export async function loadServerPageRenderer(
  webDistDirectory: string,
): Promise<{ renderServerPage: RenderServerPage; isAppPage: IsAppPage } | undefined> {
  const file = path.join(path.dirname(webDistDirectory), 'dist-server', 'renderServerPage.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderServerPage: RenderServerPage;
    warmServerPages: WarmServerPages;
    isAppPage: IsAppPage;
  };
  await module.warmServerPages();
  return { renderServerPage: module.renderServerPage, isAppPage: module.isAppPage };
}
