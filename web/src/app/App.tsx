import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { markInitialLoadDone } from './routing/preloadRouteQuery.ts';
import { appRoutes } from './routing/routes.tsx';
import { ThemePreferenceProvider } from './theme/ThemePreference.tsx';

const router = createBrowserRouter(appRoutes);

/**
 * Resolves once the first route is ready to render: the language's texts and the page's code are in, its query is
 * on the way. Until then the prerendered shell in index.html stays on screen, rather than an empty fallback.
 */
export const firstRouteReady = new Promise<void>((resolve) => {
  const settle = () => {
    markInitialLoadDone();
    resolve();
  };
  if (router.state.initialized) return settle();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    settle();
  });
});

export function App() {
  return (
    <ThemePreferenceProvider>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>
  );
}
