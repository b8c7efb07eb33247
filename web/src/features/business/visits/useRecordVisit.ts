import { useEffect } from 'react';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { onPageVisit } from '../../../shared/page-visits/currentPageVisit.ts';
import { recordRecentVisit } from './recentVisits.ts';
import { useEntityPageVisitRecordMutation } from './useEntityPageVisitRecordMutation.ts';

/**
 * Records an entity page in this browser's recent visits with the search that led to it (`?q=`) and,
 * for a signed-in user, on the server; once the analytics visit of this page view is known, the server
 * entry is tied to it so the visit's duration belongs to it.
 */
export function useRecordVisit(path: string, title: string) {
  const { signedIn } = useViewer();
  const [recordOnServer] = useEntityPageVisitRecordMutation();
  useEffect(() => {
    const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim().slice(0, 200);
    const visit = recordRecentVisit({ path, title, query });
    if (!signedIn) return undefined;
    const input = { visitId: visit.visitId, path, title, query };
    recordOnServer({ variables: { input } });
    return onPageVisit(window.location.pathname, (analyticsVisitId) =>
      recordOnServer({ variables: { input: { ...input, analyticsVisitId } } }),
    );
  }, [path, title, signedIn, recordOnServer]);
}
