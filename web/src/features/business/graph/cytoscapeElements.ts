import type { ElementDefinition } from 'cytoscape';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { cytoscapeElementsFragment$key } from '../../../__generated__/cytoscapeElementsFragment.graphql';

const elementsFragment = graphql`
  fragment cytoscapeElementsFragment on RelationshipGraph @inline {
    nodes {
      entityId
      type
      label
      depth
    }
    edges {
      source
      target
      kind
      role
    }
  }
`;

export interface GraphElements {
  elements: ElementDefinition[];
  /** Ids of every node and edge, for highlighting a chain. */
  ids: string[];
  /** The node the graph is around. */
  root: { id: string; label: string } | null;
}

/** Graph data as cytoscape elements; an edge's id is stable so expanding twice adds nothing. */
export function elementsOf(
  graph: cytoscapeElementsFragment$key,
  roleLabel: (role: string) => string,
): GraphElements {
  const { nodes, edges } = readInlineData(elementsFragment, graph);
  const nodeIds = new Set(nodes.map((node) => node.entityId));
  const edgeElements = edges
    .filter((edge) => nodeIds.has(edge.source) && nodeIds.has(edge.target))
    .map((edge) => ({
      group: 'edges' as const,
      data: {
        id: `${edge.source}>${edge.target}:${edge.kind}:${edge.role ?? ''}`,
        source: edge.source,
        target: edge.target,
        kind: edge.kind,
        label: edge.role ? roleLabel(edge.role) : '',
      },
    }));
  const root = nodes.find((node) => node.depth === 0);
  return {
    elements: [
      ...nodes.map((node) => ({
        group: 'nodes' as const,
        data: { id: node.entityId, label: node.label, type: node.type },
      })),
      ...edgeElements,
    ],
    ids: [...nodeIds, ...edgeElements.map((edge) => edge.data.id)],
    root: root ? { id: root.entityId, label: root.label } : null,
  };
}
