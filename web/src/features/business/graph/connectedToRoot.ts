/** A link between two graph nodes, as far as connectivity goes. */
export interface GraphLink {
  source: string;
  target: string;
  kind: string;
}

/** The nodes reachable from the root through links of the visible kinds, in either direction (the root included). */
export function connectedToRoot(
  rootId: string,
  links: readonly GraphLink[],
  visibleKinds: ReadonlySet<string>,
): Set<string> {
  const neighbours = new Map<string, string[]>();
  for (const link of links) {
    if (!visibleKinds.has(link.kind)) continue;
    neighbours.set(link.source, [...(neighbours.get(link.source) ?? []), link.target]);
    neighbours.set(link.target, [...(neighbours.get(link.target) ?? []), link.source]);
  }
  const reached = new Set([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const neighbour of neighbours.get(next) ?? []) {
      if (reached.has(neighbour)) continue;
      reached.add(neighbour);
      queue.push(neighbour);
    }
  }
  return reached;
}
