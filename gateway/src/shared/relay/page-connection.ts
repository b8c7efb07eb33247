import { maximumPageSize } from '@rasad/contracts/page-size.ts';
import { offsetAfterCursor, offsetCursor } from './offset-cursor.ts';

export interface ConnectionArguments {
  first?: number | null | undefined;
  after?: string | null | undefined;
}

/**
 * A Relay connection's edges and page info for one page of a list paged by offset: `nodes` start at `offset`, and
 * `reachable` is how many items a client may page through (the total, or less where a plan caps it).
 */
export function connectionFromPage<Node>(
  list: string,
  nodes: readonly Node[],
  offset: number,
  reachable: number,
) {
  const edges = nodes.map((node, index) => ({ cursor: offsetCursor(list, offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < reachable,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * A connection over a list a service pages itself: the page the arguments ask for (`first`, `maximumPageSize` when unsaid
 * and at most, after the cursor) is fetched by offset and limit, and the service says how many there are in all.
 */
export async function connectionOfServicePage<Node>(
  list: string,
  args: ConnectionArguments,
  fetchPage: (page: {
    offset: number;
    limit: number;
  }) => Promise<{ items: readonly Node[]; totalCount: number }>,
) {
  const offset = offsetAfterCursor(list, args.after);
  const { items, totalCount } = await fetchPage({
    offset,
    limit: Math.min(Math.max(args.first ?? maximumPageSize, 1), maximumPageSize),
  });
  return { ...connectionFromPage(list, items, offset, totalCount), totalCount };
}
