import type { GraphRepository } from './graph-repository.ts';

export type NodeKey = `C:${number}` | `P:${number}`;
export type RelationKind = 'ROLE' | 'SHAREHOLDING' | 'SUBSIDIARY';
export const allRelationKinds: ReadonlySet<RelationKind> = new Set(['ROLE', 'SHAREHOLDING', 'SUBSIDIARY']);

export interface GraphEdge {
  source: NodeKey;
  target: NodeKey;
  kind: RelationKind;
  /** The person's role, for ROLE edges. */
  role: string | null;
  sharePercent: number | null;
}

export interface GraphNode {
  key: NodeKey;
  type: 'COMPANY' | 'PERSON';
  id: number;
  label: string;
  depth: number;
}

export function parseNodeKey(value: string): NodeKey | null {
  return /^[CP]:\d{1,10}$/.test(value) ? (value as NodeKey) : null;
}

const idOf = (key: NodeKey) => Number(key.slice(2));

/** Every edge touching the given nodes, of the wanted kinds. */
async function edgesAround(
  graph: GraphRepository,
  keys: readonly NodeKey[],
  kinds: ReadonlySet<RelationKind>,
): Promise<GraphEdge[]> {
  const companyIds = keys.filter((key) => key.startsWith('C:')).map(idOf);
  const personIds = keys.filter((key) => key.startsWith('P:')).map(idOf);
  const edges: GraphEdge[] = [];
  if (kinds.has('ROLE') && (companyIds.length > 0 || personIds.length > 0)) {
    for (const row of await graph.roles(companyIds, personIds))
      edges.push({
        source: `P:${row.personId}`,
        target: `C:${row.companyId}`,
        kind: 'ROLE',
        role: row.role,
        sharePercent: row.sharePercent,
      });
  }
  if ((kinds.has('SHAREHOLDING') || kinds.has('SUBSIDIARY')) && companyIds.length > 0) {
    for (const row of await graph.companyLinks(companyIds)) {
      if (!kinds.has(row.kind as RelationKind)) continue;
      edges.push({
        source: `C:${row.parentCompanyId}`,
        target: `C:${row.childCompanyId}`,
        kind: row.kind as RelationKind,
        role: null,
        sharePercent: row.sharePercent,
      });
    }
  }
  return edges;
}

async function labels(graph: GraphRepository, keys: readonly NodeKey[]) {
  const companyIds = keys.filter((key) => key.startsWith('C:')).map(idOf);
  const personIds = keys.filter((key) => key.startsWith('P:')).map(idOf);
  const result = new Map<NodeKey, string>();
  if (companyIds.length > 0) {
    for (const row of await graph.companyNames(companyIds)) result.set(`C:${row.id}`, row.name);
  }
  if (personIds.length > 0) {
    for (const row of await graph.personNames(personIds)) result.set(`P:${row.id}`, row.name);
  }
  return result;
}

function edgeKey(edge: GraphEdge) {
  return `${edge.source}>${edge.target}:${edge.kind}:${edge.role ?? ''}`;
}

/**
 * The people and companies within `depth` hops of `root`, breadth first; each hop keeps at most
 * `limitPerHop` new nodes (the first found), so a hub cannot flood the view.
 */
export async function neighbourhood(
  graph: GraphRepository,
  root: NodeKey,
  depth: number,
  limitPerHop: number,
  kinds: ReadonlySet<RelationKind>,
) {
  const depthOf = new Map<NodeKey, number>([[root, 0]]);
  const edges = new Map<string, GraphEdge>();
  let frontier: NodeKey[] = [root];
  for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
    const found = await edgesAround(graph, frontier, kinds);
    const next: NodeKey[] = [];
    for (const edge of found) {
      for (const end of [edge.source, edge.target]) {
        if (!depthOf.has(end) && next.length < limitPerHop) {
          depthOf.set(end, hop);
          next.push(end);
        }
      }
      if (depthOf.has(edge.source) && depthOf.has(edge.target)) edges.set(edgeKey(edge), edge);
    }
    frontier = next;
  }
  const names = await labels(graph, [...depthOf.keys()]);
  const nodes: GraphNode[] = [...depthOf].map(([key, nodeDepth]) => ({
    key,
    type: key.startsWith('C:') ? 'COMPANY' : 'PERSON',
    id: idOf(key),
    label: names.get(key) ?? key,
    depth: nodeDepth,
  }));
  return { nodes: nodes.filter((node) => names.has(node.key)), edges: [...edges.values()] };
}

/** The shortest chain of links between two entities (breadth first from both ends), or null within `maxHops`. */
export async function shortestChain(
  graph: GraphRepository,
  from: NodeKey,
  to: NodeKey,
  maxHops: number,
  kinds: ReadonlySet<RelationKind>,
) {
  if (from === to) return neighbourhood(graph, from, 0, 1, kinds);
  const parentsFromStart = new Map<NodeKey, { via: GraphEdge | null; previous: NodeKey | null }>([
    [from, { via: null, previous: null }],
  ]);
  const parentsFromEnd = new Map<NodeKey, { via: GraphEdge | null; previous: NodeKey | null }>([
    [to, { via: null, previous: null }],
  ]);
  let startFrontier: NodeKey[] = [from];
  let endFrontier: NodeKey[] = [to];
  for (let hops = 0; hops < maxHops && startFrontier.length > 0 && endFrontier.length > 0; hops++) {
    const expandStart = startFrontier.length <= endFrontier.length;
    const frontier = expandStart ? startFrontier : endFrontier;
    const mine = expandStart ? parentsFromStart : parentsFromEnd;
    const theirs = expandStart ? parentsFromEnd : parentsFromStart;
    const next: NodeKey[] = [];
    let meeting: NodeKey | null = null;
    for (const edge of await edgesAround(graph, frontier, kinds)) {
      const pairs: [NodeKey, NodeKey][] = [
        [edge.source, edge.target],
        [edge.target, edge.source],
      ];
      for (const [near, far] of pairs) {
        if (!frontier.includes(near) || mine.has(far)) continue;
        mine.set(far, { via: edge, previous: near });
        next.push(far);
        if (theirs.has(far) && meeting === null) meeting = far;
      }
    }
    if (meeting !== null) {
      const chainEdges: GraphEdge[] = [];
      const chainNodes: NodeKey[] = [meeting];
      for (const parents of [parentsFromStart, parentsFromEnd]) {
        let cursor: NodeKey | null = meeting;
        while (cursor !== null) {
          const step = parents.get(cursor);
          if (!step?.via || step.previous === null) break;
          chainEdges.push(step.via);
          chainNodes.push(step.previous);
          cursor = step.previous;
        }
      }
      const names = await labels(graph, chainNodes);
      return {
        nodes: chainNodes.map((key) => ({
          key,
          type: key.startsWith('C:') ? ('COMPANY' as const) : ('PERSON' as const),
          id: idOf(key),
          label: names.get(key) ?? key,
          depth: 0,
        })),
        edges: chainEdges,
      };
    }
    if (expandStart) startFrontier = next;
    else endFrontier = next;
  }
  return null;
}
