import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { markInitialLoadDone } from './routing/preloadRouteQuery.ts';
import { appRoutes } from './routing/routes.tsx';
import { ThemePreferenceProvider } from './theme/ThemePreference.tsx';

const router = createBrowserRouter(appRoutes);

const unsubscribe = router.subscribe((state) => {
  if (state.initialized) {
    markInitialLoadDone();
    unsubscribe();
  }
});

export function App() {
  return (
    <ThemePreferenceProvider>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>
  );
}
