import { useEffect } from 'react';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { recordRecentVisit } from './recentVisits.ts';
import { useEntityPageVisitRecordMutation } from './useEntityPageVisitRecordMutation.ts';

/** Records an entity page in this browser's recent visits and, for a signed-in user, on the server. */
export function useRecordVisit(path: string, title: string) {
  const { signedIn } = useViewer();
  const [recordOnServer] = useEntityPageVisitRecordMutation();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q') ?? '';
    const visit = recordRecentVisit({ path, title, query });
    if (signedIn) recordOnServer({ variables: { input: { visitId: visit.visitId, path, title } } });
  }, [path, title, signedIn, recordOnServer]);
}
