import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { publishPageVisit } from '../../shared/page-visits/currentPageVisit.ts';
import { sendPageVisitBeacon } from '../../shared/page-visits/pageVisitBeacon.ts';

type Visit = { visitId: string; startedAt: number; ended: boolean };

function durationSeconds(visit: Visit, now: number): number {
  return Math.max(0, Math.min(86_400, Math.round((now - visit.startedAt) / 1000)));
}

/**
 * Records each page the visitor opens and how long it stayed open, by beacon (`/visits`), never as a GraphQL request:
 * a navigation sends one beacon with the new page and the previous page's duration; hiding or closing the tab sends
 * the duration alone, and showing it again starts a new visit.
 */
export function PageVisitTracker({ locale }: { locale: AppLocale }) {
  const location = useLocation();
  const current = useRef<Visit | null>(null);
  const referrer = useRef<string>(document.referrer);

  useEffect(() => {
    const end = (visit: Visit | null, now: number) => {
      if (!visit || visit.ended) return undefined;
      visit.ended = true;
      return { visitId: visit.visitId, durationSeconds: durationSeconds(visit, now) };
    };
    const start = (fromUrl: string) => {
      const now = Date.now();
      const previous = end(current.current, now);
      const visit: Visit = { visitId: crypto.randomUUID(), startedAt: now, ended: false };
      current.current = visit;
      sendPageVisitBeacon({
        locale,
        // Within the gateway's limits, so a long address still records the visit.
        start: {
          visitId: visit.visitId,
          path: location.pathname.slice(0, 500),
          query: location.search.slice(1, 1001) || null,
          referrer: fromUrl.slice(0, 1000) || null,
        },
        end: previous,
      });
      publishPageVisit(location.pathname, visit.visitId);
    };

    start(referrer.current);
    referrer.current = window.location.href;

    const onHidden = () => {
      const finished = end(current.current, Date.now());
      if (finished) sendPageVisitBeacon({ locale, end: finished });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onHidden();
      else if (current.current?.ended) start('');
    };
    window.addEventListener('pagehide', onHidden);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onHidden);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [location.pathname, location.search, locale]);

  return null;
}
