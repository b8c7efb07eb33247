import { GatewayError } from '../errors/gateway-error.ts';

export interface ConnectionArguments {
  first?: number | null | undefined;
  after?: string | null | undefined;
}

export const maximumPageSize = 100;

function offsetCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetFromCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new GatewayError('BAD_REQUEST', 'Invalid cursor');
  return Number(match[1]);
}

/** A Relay connection over a list an upstream returned whole (short reference lists). */
export function connectionFromArray<Item>(items: readonly Item[], args: ConnectionArguments) {
  const start = args.after ? offsetFromCursor(args.after) + 1 : 0;
  const size = Math.min(Math.max(args.first ?? maximumPageSize, 0), maximumPageSize);
  const page = items.slice(start, start + size);
  const edges = page.map((node, index) => ({ cursor: offsetCursor(start + index), node }));
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
