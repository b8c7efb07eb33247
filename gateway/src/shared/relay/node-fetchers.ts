import type { GatewayContext } from '../gateway-context.ts';

/** How to fetch an object of one type by the key inside its global ID; null when there is none. */
export type NodeFetchers = Record<string, (key: string, context: GatewayContext) => Promise<object | null>>;

export async function findByKey<Item extends { id: string | number }>(
  items: Promise<readonly Item[]>,
  key: string,
) {
  return (await items).find((item) => String(item.id) === key) ?? null;
}
