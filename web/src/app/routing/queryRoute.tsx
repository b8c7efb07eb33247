import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
import { relayEnvironmentFor } from '../relay/environment.ts';
import { preloadRouteQuery } from './preloadRouteQuery.ts';

export type QueryPage<Query extends OperationType> = ComponentType<{ queryRef: PreloadedQuery<Query> }>;
type Where = { index: true } | { path: string };

/**
 * What the server needs to draw a page before the app runs (server/renderServerPage.tsx): its query, the query's
 * variables for an address, and its component.
 */
export interface ServerRenderedPage {
  query: PreloadableConcreteRequest<OperationType>;
  variables: (args: LoaderFunctionArgs) => OperationType['variables'] | Promise<OperationType['variables']>;
  loadPage: () => Promise<QueryPage<OperationType>>;
  /** Whether the query's answer says there is nothing at this address (a company id that names none): a 404. */
  missing: (response: OperationType['response']) => boolean;
}

/**
 * A page with a query: the loader starts the query from its compiled artifact alone while the page's
 * code loads in parallel (its own chunk); the page reads the result with `usePreloadedQuery`. A page the server
 * draws (`serverRendered`) carries what it needs in the route's handle.
 */
export function queryRoute<Query extends OperationType>(
  where: Where,
  locale: AppLocale,
  query: PreloadableConcreteRequest<Query>,
  variables:
    Query['variables'] | ((args: LoaderFunctionArgs) => Query['variables'] | Promise<Query['variables']>),
  loadPage: () => Promise<QueryPage<Query>>,
  options: { serverRendered?: { missing?: (response: Query['response']) => boolean } } = {},
): RouteObject {
  const variablesOf = (args: LoaderFunctionArgs) =>
    typeof variables === 'function' ? variables(args) : variables;
  return {
    ...where,
    loader: async (args: LoaderFunctionArgs) => ({
      queryRef: await preloadRouteQuery<Query>(relayEnvironmentFor(locale), query, await variablesOf(args)),
    }),
    lazy: async () => {
      const Page = await loadPage();
      return {
        Component: function QueryRoute() {
          const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<Query> };
          return <Page queryRef={queryRef} />;
        },
      };
    },
    ...(options.serverRendered
      ? {
          handle: {
            serverRendered: {
              query: query as PreloadableConcreteRequest<OperationType>,
              variables: variablesOf,
              loadPage: loadPage as () => Promise<QueryPage<OperationType>>,
              missing: (response) =>
                options.serverRendered?.missing?.(response as Query['response']) ?? false,
            } satisfies ServerRenderedPage,
          },
        }
      : {}),
    errorElement: <RouteErrorBoundary />,
  };
}
