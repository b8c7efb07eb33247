import { offsetCursor } from './offset-cursor.ts';

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
