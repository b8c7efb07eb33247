import { searchTextMaxLength } from '@rasad/contracts/rules/search-text-rules.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { offsetAfterCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';

/** The business service pages by number; Relay pages by cursor. Cursors are offsets, pages as large as `first`. */
const defaultPageSize = 20;
const maximumPageSize = 50;

export async function searchPage(
  context: GatewayContext,
  args: {
    text: string;
    type: 'all' | 'company' | 'person' | 'product';
    first?: number | null | undefined;
    after?: string | null | undefined;
  },
) {
  if (args.text.length > searchTextMaxLength)
    throw GatewayError.worded('BAD_REQUEST', 'error.searchTextTooLong');
  const pageSize = Math.min(Math.max(args.first ?? defaultPageSize, 1), maximumPageSize);
  const start = offsetAfterCursor('search', args.after);
  const page = Math.floor(start / pageSize) + 1;
  const result = await context.upstream.business.tryGet('/v3/Search/Search', {
    query: { text: args.text, type: args.type, page, pageSize },
  });
  // The service's message is already in the caller's language.
  if (!result.ok) throw new GatewayError('BAD_REQUEST', result.error.message);
  // The page's companies and persons come with it: their fields are answered without a second call.
  for (const company of result.body.included.companies)
    context.loaders.companySummaryById.prime(company.id, company);
  for (const person of result.body.included.persons)
    context.loaders.personSummaryById.prime(person.id, person);
  const skip = start - (page - 1) * pageSize;
  const items = result.body.items.slice(skip);
  return {
    ...connectionFromPage('search', items, start, Math.min(result.body.totalCount, result.body.visibleLimit)),
    totalCount: result.body.totalCount,
    totalCountIsLowerBound: result.body.totalCountIsLowerBound,
    countsByType: result.body.countsByType,
    visibleLimit: result.body.visibleLimit,
  };
}
