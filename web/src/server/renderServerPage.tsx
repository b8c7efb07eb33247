import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import { isAnswerFor, type InlinedAnswer } from '@rasad/contracts/inlined-answers.ts';
import type { PersistedOperationRequest } from '@rasad/contracts/persisted-operation.ts';
import type {
  IsAppPage,
  RenderServerPage,
  ServerLoaderContext,
  WarmServerPages,
} from '@rasad/contracts/server-page.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { ReactNode } from 'react';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import appShellQuery from '../__generated__/AppShellQuery.graphql';
import { loadCatalogue } from '../app/i18n/loadCatalogue.ts';
import { createRelayEnvironment, type FetchFunction } from '../app/relay/environment.ts';
import { networkResponse } from '../app/routing/preloadRouteQuery.ts';
import type { ServerRenderedPage } from '../app/routing/queryRoute.tsx';
import { appRoutes } from '../app/routing/routes.tsx';
import { AppProviders } from '../app/shell/AppProviders.tsx';
import { useAppShellStyles } from '../app/shell/AppShell.tsx';
import { readThemeCookie } from '../app/theme/themeCookie.ts';

/** What the route table's handle says of a route the server draws (`serverRendered`); undefined for the others. */
function serverRenderedPageOf(route: RouteObject): ServerRenderedPage | undefined {
  return (route.handle as { serverRendered?: ServerRenderedPage } | undefined)?.serverRendered;
}

/** A page that takes longer to draw is sent as the prerendered shell; the app draws it as usual. */
const renderDeadlineMs = 2_000;

/** The page inside the shell's frame (its background, its main area), as the app will hold it. */
function InShellFrame({ children }: { children: ReactNode }) {
  const styles = useAppShellStyles();
  return (
    <div className={styles.root}>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

/**
 * Draws a page the route table marks `serverRendered` (search, the pages of one company, person, course, blog post,
 * forum question or certificate) as the app draws it
 * once its data is in, for the gateway to send in place of the shell's skeleton: the page's content is painted from the HTML,
 * before any script runs. Its queries run in the gateway as the page's reader; the answers go into the page too, so
 * the app draws the same page from them without asking again. The app renders over this markup (no hydration).
 */
export const renderServerPage: RenderServerPage = async (request) => {
  const address = new URL(request.address, 'http://rasad.invalid');
  const leaf = matchRoutes(appRoutes, address.pathname)?.at(-1);
  const page = leaf && serverRenderedPageOf(leaf.route);
  if (!leaf || !page) return null;

  const answers: InlinedAnswer[] = [];
  const setCookies: string[] = [];
  const context: ServerLoaderContext = { setCookie: (header) => setCookies.push(header) };
  const fetchInGateway: FetchFunction = async (input, init) => {
    const { variables, extensions } = JSON.parse(String(init?.body)) as PersistedOperationRequest;
    const operationId = extensions.persistedQuery.sha256Hash;
    const given = request.answered.find((answer) => isAnswerFor(answer, operationId, variables));
    if (given) return Response.json(given.body);
    const response = await request.fetch(String(input), init ?? {});
    const body = (await response.clone().json()) as { data?: unknown; errors?: unknown[] };
    if (response.ok && body.data != null && !body.errors?.length)
      answers.push({ operationId, variables, body });
    return response;
  };
  const environment = createRelayEnvironment(request.locale, fetchInGateway);
  const shellRef = loadQuery(environment, appShellQuery, {});
  let queryRef: PreloadedQuery<OperationType> | null = null;
  try {
    const variables = await page.variables({
      params: leaf.params,
      request: new Request(address, { headers: { cookie: request.cookies } }),
      url: address,
      pattern: leaf.route.path ?? '',
      context,
    });
    queryRef = loadQuery(environment, page.query, variables);
    const [Page, messages] = await Promise.all([
      page.loadPage(),
      loadCatalogue(request.locale),
      networkResponse(shellRef),
      networkResponse(queryRef),
    ]);
    // The page is drawn only from whole answers: one that came with an error is left to the app to show.
    const pageAnswer = answers.find((answer) => answer.operationId === page.query.params.id);
    if (!pageAnswer) return null;
    const renderer = createDOMRenderer();
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={request.address}>
        <RendererProvider renderer={renderer}>
          <AppProviders
            locale={request.locale}
            messages={messages}
            environment={environment}
            theme={readThemeCookie(request.cookies)}
          >
            <InShellFrame>
              <Page queryRef={queryRef} />
            </InShellFrame>
          </AppProviders>
        </RendererProvider>
      </StaticRouter>,
      // A component that cannot be drawn here fails the page, which the app then draws: nothing to report.
      { signal: AbortSignal.timeout(renderDeadlineMs), onError: () => undefined },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
    const notFound = page.missing((pageAnswer.body as { data: OperationType['response'] }).data);
    return { html, styles, answers, setCookies, notFound };
  } catch {
    return null;
  } finally {
    shellRef.dispose();
    queryRef?.dispose();
  }
};

export const isAppPage: IsAppPage = (pathname) => {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  return leaf != null && leaf.route.path !== '*';
};

function serverRenderedPages(routes: readonly RouteObject[]): ServerRenderedPage[] {
  return routes.flatMap((route) => {
    const page = serverRenderedPageOf(route);
    return [...(page ? [page] : []), ...serverRenderedPages(route.children ?? [])];
  });
}

export const warmServerPages: WarmServerPages = async () => {
  await Promise.all([
    ...serverRenderedPages(appRoutes).map((page) => page.loadPage()),
    loadCatalogue('fa-IR'),
    loadCatalogue('en-US'),
  ]);
};
