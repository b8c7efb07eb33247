import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * The page's landmark. It is busy while a route change waits for its code or data (assistive technology holds its
 * reading until the new page is in). Its address is the page on screen: going back or forward, the address bar shows
 * the new address at once while the old page stays until the new one's data is in, so a tool waiting for a screen
 * reads which one is shown here.
 */
export function PageArea({ className, children }: { className: string; children: ReactNode }) {
  const shown = useLocation();
  const busy = useNavigation().state !== 'idle';
  return (
    <main
      id="main"
      className={className}
      tabIndex={-1}
      aria-busy={busy}
      data-location={`${shown.pathname}${shown.search}`}
    >
      {children}
    </main>
  );
}
