import { randomInt } from 'node:crypto';
import type { Request } from 'autocannon';
import { entitlements } from '@rasad/contracts/entitlements.ts';
import { toGlobalId } from '@rasad/gateway/shared/relay/global-id.ts';
import { screenDocument, screens, typenameRequestBody } from '../screen-queries.ts';

const companyPage = screens.find((screen) => screen.name === 'company page')!;
const document = screenDocument(companyPage);
const readsPerVisitor = entitlements.visitor.companyPagesPerDay!;

/** A visitor's address (10.x.y.z) from its number. */
const visitorAddress = (visitor: number) =>
  `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;

/** Where a run's visitors start: at random, so a second run the same day over the same database is counted again. */
const firstVisitorOfRun = () => randomInt(2 ** 24 - 2 ** 20);

/**
 * Company pages as a crowd of visitors opens them: every request is one visitor's first read of one
 * company today, so each is counted against that visitor's daily quota (in the business service; a repeat would be
 * free), and no visitor reads past the quota. The visitors' addresses reach the gateway in X-Forwarded-For (the
 * bench is the trusted proxy in front of it). The companies are taken in turn from the first `companies` ids, so
 * the gateway's cached reads are spread over all of them.
 */
export function companyPageVisitors(companies: number) {
  const firstVisitor = firstVisitorOfRun();
  let sent = 0;
  return {
    /** autocannon's setupRequest: the next visitor and company. */
    setupRequest(request: Request): Request {
      const visitor = firstVisitor + Math.floor(sent / readsPerVisitor);
      const companyId = 1 + (sent % companies);
      sent++;
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor) },
        body: JSON.stringify({
          operationName: companyPage.operationName,
          query: document,
          variables: { id: toGlobalId('Company', companyId) },
        }),
      };
    },
  };
}

/**
 * `{ __typename }` from the same kind of crowd, each request a visitor of its own: the baseline pays for whatever
 * the gateway keeps per address (budgets, in Redis on the cluster) exactly as the company page does.
 */
export function typenameVisitors() {
  const firstVisitor = firstVisitorOfRun();
  let sent = 0;
  return {
    setupRequest(request: Request): Request {
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': visitorAddress(firstVisitor + sent++) },
        body: typenameRequestBody,
      };
    },
  };
}
