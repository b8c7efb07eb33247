import { pageVisitBeaconPath } from '@rasad/contracts/page-visit-beacon.ts';
import type { PageVisitBeacon } from '@rasad/contracts/rules/page-visit-rules.ts';

/**
 * Sends a visit report without a GraphQL request and without anything waiting for it: the browser queues the beacon
 * and delivers it even while the page goes away. A plain-text body keeps it a "simple" request (no preflight).
 */
export function sendPageVisitBeacon(beacon: PageVisitBeacon): boolean {
  return navigator.sendBeacon(
    pageVisitBeaconPath,
    new Blob([JSON.stringify(beacon)], { type: 'text/plain;charset=UTF-8' }),
  );
}
