import { entitlementsOf, type PackageType } from '@rasad/contracts/entitlements.ts';
import {
  allRelationKinds,
  neighbourhood,
  parseNodeKey,
  shortestChain,
  type RelationKind,
} from '../graph/relationship-graph.ts';
import type { GraphRepository } from '../graph/graph-repository.ts';
import type { SavedGraphRow } from './saved-graph-repository.ts';

const limitPerHop = 25;
const kindsOf = (relations: readonly string[]) => new Set(relations as RelationKind[]);

/**
 * A saved graph rebuilt as it was made — the graph around its root, each expansion in order, the chain — but
 * within the package the owner has now: the root's depth is capped, an expansion farther from the root than
 * the package reaches is left out (and counted), and the chain must fit the package's chain length.
 */
export async function openSavedGraph(
  graph: GraphRepository,
  saved: SavedGraphRow,
  packageType: PackageType | null,
) {
  const limits = entitlementsOf(packageType);
  const root = parseNodeKey(saved.root)!;
  const rootGraph = await neighbourhood(
    graph,
    root,
    Math.min(saved.depth, limits.graphDepth),
    limitPerHop,
    allRelationKinds,
  );
  // The same reach rule as expanding a node live (GetNeighbourhood with a root): one hop must remain.
  const reach = limits.graphDepth - 1;
  const expansions = [];
  let omittedExpansions = 0;
  for (const expansion of saved.expansions) {
    const entity = parseNodeKey(expansion.entity);
    const withinReach =
      entity !== null &&
      (entity === root ||
        (reach >= 1 && (await shortestChain(graph, root, entity, reach, allRelationKinds)) !== null));
    if (!withinReach) {
      omittedExpansions += 1;
      continue;
    }
    expansions.push({
      entity: expansion.entity,
      relations: expansion.relations,
      graph: await neighbourhood(graph, entity, 1, limitPerHop, kindsOf(expansion.relations)),
    });
  }
  let chain = null;
  let chainOmitted = false;
  if (saved.chain) {
    const [from, to] = [parseNodeKey(saved.chain.from), parseNodeKey(saved.chain.to)];
    const found =
      from && to
        ? await shortestChain(graph, from, to, limits.chainLinks, kindsOf(saved.chain.relations))
        : null;
    if (found) chain = { ...saved.chain, graph: found };
    else chainOmitted = true;
  }
  return {
    root: rootGraph,
    expansions,
    omittedExpansions,
    chain,
    chainOmitted,
    depthLimit: limits.graphDepth,
    chainLinkLimit: limits.chainLinks,
  };
}
