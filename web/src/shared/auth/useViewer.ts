import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useViewerQuery as UseViewerQuery } from '../../__generated__/useViewerQuery.graphql';

export interface ViewerSummary {
  signedIn: boolean;
  uuid: string | null;
  userName: string | null;
  packageType: string | null;
}

/** The auth provider fetches it once the app starts; sign-in, sign-out and a confirmed order write it. */
export const viewerQuery = graphql`
  query useViewerQuery {
    viewer {
      uuid
      userName
      packageType
    }
  }
`;

/**
 * Whether someone is signed in, and who: the Relay store's `viewer`, the one place the UI learns it. Read
 * from the store only (never a request of its own), so it never suspends and re-renders when the viewer
 * is written.
 */
export function useViewer(): ViewerSummary {
  const { viewer } = useLazyLoadQuery<UseViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-only' });
  return {
    signedIn: viewer != null,
    uuid: viewer?.uuid ?? null,
    userName: viewer?.userName ?? null,
    packageType: viewer?.packageType ?? null,
  };
}
