import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderServerPage, WarmServerPages } from '@rasad/contracts/server-page.ts';

/**
 * The web build's server renderer (`web/dist-server/renderServerPage.js`, beside the browser's `web/dist`), which
 * draws the pages the app marks for it; without it (the web app not built for the server) every page is the shell.
 * Their code is loaded here, before the gateway listens, rather than by each kind of page's first reader.
 */
export async function loadServerPageRenderer(
  webDistDirectory: string,
): Promise<RenderServerPage | undefined> {
  const file = path.join(path.dirname(webDistDirectory), 'dist-server', 'renderServerPage.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderServerPage: RenderServerPage;
    warmServerPages: WarmServerPages;
  };
  await module.warmServerPages();
  return module.renderServerPage;
}
