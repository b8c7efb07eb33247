import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { publishPageVisit } from '../../shared/page-visits/currentPageVisit.ts';
import { sendPageVisitEndBeacon } from './sendPageVisitEndBeacon.ts';
import { usePageVisitEndMutation } from './usePageVisitEndMutation.ts';
import { usePageVisitStartMutation } from './usePageVisitStartMutation.ts';

type Visit = { visitId: string | null; startedAt: number; endedAt: number | null; viaBeacon: boolean };

function durationSeconds(visit: Visit): number {
  return Math.max(0, Math.round(((visit.endedAt ?? Date.now()) - visit.startedAt) / 1000));
}

/**
 * Records each page the visitor opens (`pageVisitStart` on every location change) and how long it stayed
 * open (`pageVisitEnd` on the next navigation, or by beacon when the tab is hidden or closed).
 */
export function PageVisitTracker() {
  const location = useLocation();
  const [startVisit] = usePageVisitStartMutation();
  const [endVisit] = usePageVisitEndMutation();
  const current = useRef<Visit | null>(null);
  const referrer = useRef<string>(document.referrer);

  useEffect(() => {
    const finish = (visit: Visit, viaBeacon: boolean) => {
      if (visit.endedAt !== null) return;
      visit.endedAt = Date.now();
      visit.viaBeacon = viaBeacon;
      if (visit.visitId !== null) send(visit);
    };
    const send = (visit: Visit) => {
      const input = { visitId: visit.visitId ?? '', durationSeconds: durationSeconds(visit) };
      if (visit.viaBeacon) sendPageVisitEndBeacon(input);
      else endVisit({ variables: { input } });
    };
    const start = (fromUrl: string) => {
      const visit: Visit = { visitId: null, startedAt: Date.now(), endedAt: null, viaBeacon: false };
      current.current = visit;
      startVisit({
        variables: {
          input: {
            path: location.pathname,
            query: location.search.slice(1) || null,
            referrer: fromUrl || null,
          },
        },
        onCompleted: ({ pageVisitStart }) => {
          visit.visitId = pageVisitStart.visitId ?? null;
          if (visit.visitId !== null) publishPageVisit(location.pathname, visit.visitId);
          // The visit may have ended while its start was still on the way.
          if (visit.visitId !== null && visit.endedAt !== null) send(visit);
        },
      });
    };

    start(referrer.current);
    referrer.current = window.location.href;

    const onHidden = () => {
      if (current.current) finish(current.current, true);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onHidden();
      else if (current.current && current.current.endedAt !== null) start('');
    };
    window.addEventListener('pagehide', onHidden);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onHidden);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (current.current) finish(current.current, false);
    };
  }, [location.pathname, location.search, startVisit, endVisit]);

  return null;
}
