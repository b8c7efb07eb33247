import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { RelationshipGraphPageQuery } from '../../../__generated__/RelationshipGraphPageQuery.graphql';
import { RelationshipGraphView } from './RelationshipGraphView.tsx';

/** `/graph/:entityId`: the relationship graph around a company or person. */
export function RelationshipGraphPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<RelationshipGraphPageQuery>;
}) {
  const { relationshipGraph } = usePreloadedQuery<RelationshipGraphPageQuery>(
    graphql`
      query RelationshipGraphPageQuery($entity: ID!, $depth: Int!) @preloadable {
        relationshipGraph(entity: $entity, depth: $depth, limitPerHop: 25) {
          ...RelationshipGraphViewGraphFragment
        }
      }
    `,
    queryRef,
  );
  return <RelationshipGraphView graph={relationshipGraph} depth={queryRef.variables.depth} />;
}
