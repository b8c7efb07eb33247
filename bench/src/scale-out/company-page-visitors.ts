import { randomInt } from 'node:crypto';
import type { Request } from 'autocannon';
import { entitlements } from '@rasad/contracts/entitlements.ts';
import { toGlobalId } from '@rasad/gateway/shared/relay/global-id.ts';
import { screenDocument, screens } from '../screen-queries.ts';

const companyPage = screens.find((screen) => screen.name === 'company page')!;
const document = screenDocument(companyPage);
const readsPerVisitor = entitlements.visitor.companyPagesPerDay!;

/**
 * Company pages as a crowd of visitors opens them: every request is one visitor's first read of one
 * company today, so each is counted against that visitor's daily quota (a transaction in the business
 * service; a repeat would be free), and no visitor reads past the quota. The visitors' addresses reach
 * the gateway in X-Forwarded-For (the bench is the trusted proxy) and start at a random point, so a
 * second run the same day over the same database is counted again. The companies are taken in turn
 * from the first `companies` ids, so the gateway's cached reads are spread over all of them.
 */
export function companyPageVisitors(companies: number) {
  const firstVisitor = randomInt(2 ** 24 - 2 ** 20);
  let sent = 0;
  return {
    /** autocannon's setupRequest: the next visitor and company. */
    setupRequest(request: Request): Request {
      const visitor = firstVisitor + Math.floor(sent / readsPerVisitor);
      const companyId = 1 + (sent % companies);
      sent++;
      return {
        ...request,
        headers: {
          ...request.headers,
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify({
          operationName: companyPage.operationName,
          query: document,
          variables: { id: toGlobalId('Company', companyId) },
        }),
      };
    },
  };
}
