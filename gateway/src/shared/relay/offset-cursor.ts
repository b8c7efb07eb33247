import { GatewayError } from '../errors/gateway-error.ts';

/**
 * Cursors of lists paged by offset: opaque to clients, and naming their list, so a cursor of one list is
 * refused by another rather than read as a position in it.
 */
export function offsetCursor(list: string, offset: number): string {
  return Buffer.from(`${list}:${offset}`).toString('base64url');
}

/** Where the page after this cursor starts: 0 without one; a cursor of another list, or none at all, is refused. */
export function offsetAfterCursor(list: string, cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = text.startsWith(`${list}:`) ? text.slice(list.length + 1) : '';
  if (!/^\d{1,9}$/.test(offset)) throw GatewayError.worded('BAD_REQUEST', 'error.cursorInvalid');
  return Number(offset) + 1;
}
