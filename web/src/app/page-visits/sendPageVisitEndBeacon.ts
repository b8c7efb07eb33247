import pageVisitEndMutation from '../../__generated__/usePageVisitEndMutation.graphql';
import type { PageVisitEndInput } from '../../__generated__/usePageVisitEndMutation.graphql';
import { persistedOperationBody } from '../relay/persistedOperation.ts';

/**
 * Closes a visit while the page is going away: a beacon survives the unload where a fetch may not.
 * Same persisted-operation body as every other request.
 */
export function sendPageVisitEndBeacon(input: PageVisitEndInput): boolean {
  const body = persistedOperationBody(pageVisitEndMutation.params, { input });
  return navigator.sendBeacon('/graphql', new Blob([body], { type: 'application/json' }));
}
