import { maximumPageSize } from '@rasad/contracts/page-size.ts';
import { offsetAfterCursor, offsetCursor } from './offset-cursor.ts';
import { connectionFromPage, type ConnectionArguments } from './page-connection.ts';

/** A Relay connection over a list an upstream returned whole (short reference lists). */
export function connectionFromArray<Item>(items: readonly Item[], args: ConnectionArguments) {
  const start = offsetAfterCursor('offset', args.after);
  const size = Math.min(Math.max(args.first ?? maximumPageSize, 0), maximumPageSize);
  return {
    ...connectionFromPage('offset', items.slice(start, start + size), start, items.length),
    totalCount: items.length,
  };
}

/** The edge `connectionFromArray` gives the first item that matches, with its cursor; null when none does. */
export function edgeFromArray<Item>(items: readonly Item[], matches: (item: Item) => boolean) {
  const index = items.findIndex(matches);
  return index === -1 ? null : { cursor: offsetCursor('offset', index), node: items[index]! };
}
