import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useIntl } from 'react-intl';
import type { SavedGraphPageQuery } from '../../../__generated__/SavedGraphPageQuery.graphql';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { RelationshipGraphView } from './RelationshipGraphView.tsx';

/** `/graph/saved/:savedGraphId`: a saved graph reopened as it was left, within the viewer's package. */
export function SavedGraphPage({ queryRef }: { queryRef: PreloadedQuery<SavedGraphPageQuery> }) {
  const intl = useIntl();
  const { savedGraph } = usePreloadedQuery<SavedGraphPageQuery>(
    graphql`
      query SavedGraphPageQuery($id: ID!) @preloadable {
        savedGraph(id: $id) {
          depth
          view {
            root {
              ...RelationshipGraphViewGraphFragment
            }
          }
          ...RelationshipGraphViewSavedFragment
        }
      }
    `,
    queryRef,
  );
  if (!savedGraph)
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'business.savedGraph.notFound' })} />
      </PageContainer>
    );
  return <RelationshipGraphView graph={savedGraph.view.root} depth={savedGraph.depth} saved={savedGraph} />;
}
