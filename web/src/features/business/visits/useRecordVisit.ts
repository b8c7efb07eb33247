import { entityVisitQueryLongest } from '@rasad/contracts/page-visit-beacon.ts';
import { useEffect } from 'react';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { onPageVisit } from '../../../shared/page-visits/currentPageVisit.ts';
import { sendPageVisitBeacon } from '../../../shared/page-visits/pageVisitBeacon.ts';
import { recordRecentVisit } from './recentVisits.ts';

/**
 * Records an entity page in this browser's recent visits with the search that led to it (`?q=`) and, for a
 * signed-in user, on the server by beacon (no GraphQL request: the page's own is the navigation's one), tied to the
 * analytics visit of this page view so the visit's duration belongs to it. That visit is published by the page-visit
 * tracker's effect in the same commit (after this one, a child's): the record waits for it until the commit is over,
 * and goes once.
 */
export function useRecordVisit(path: string, title: string) {
  const { signedIn } = useViewer();
  const locale = useLocale();
  useEffect(() => {
    const query = (new URLSearchParams(window.location.search).get('q') ?? '')
      .trim()
      .slice(0, entityVisitQueryLongest);
    const visit = recordRecentVisit({ path, title, query });
    if (!signedIn) return undefined;
    const entity = { visitId: visit.visitId, path, title, query };
    let recorded = false;
    const record = (analyticsVisitId?: string) => {
      if (recorded) return;
      recorded = true;
      sendPageVisitBeacon({ locale, entity: analyticsVisitId ? { ...entity, analyticsVisitId } : entity });
    };
    const stopWaiting = onPageVisit(window.location.pathname, record);
    // A page drawn without the tracker (or whose visit is not published) is recorded all the same.
    const withoutVisit = setTimeout(() => record(), 0);
    return () => {
      stopWaiting();
      clearTimeout(withoutVisit);
    };
  }, [path, title, signedIn, locale]);
}
