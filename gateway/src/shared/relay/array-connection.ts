import { offsetAfterCursor, offsetCursor } from './offset-cursor.ts';

export interface ConnectionArguments {
  first?: number | null | undefined;
  after?: string | null | undefined;
}

export const maximumPageSize = 100;

/** A Relay connection over a list an upstream returned whole (short reference lists). */
export function connectionFromArray<Item>(items: readonly Item[], args: ConnectionArguments) {
  const start = offsetAfterCursor('offset', args.after);
  const size = Math.min(Math.max(args.first ?? maximumPageSize, 0), maximumPageSize);
  const page = items.slice(start, start + size);
  const edges = page.map((node, index) => ({ cursor: offsetCursor('offset', start + index), node }));
  return {
    edges,
    totalCount: items.length,
    pageInfo: {
      hasNextPage: start + size < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The edge `connectionFromArray` gives the first item that matches, with its cursor; null when none does. */
export function edgeFromArray<Item>(items: readonly Item[], matches: (item: Item) => boolean) {
  const index = items.findIndex(matches);
  return index === -1 ? null : { cursor: offsetCursor('offset', index), node: items[index]! };
}
