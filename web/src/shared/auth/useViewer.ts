import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { useViewerFieldsFragment$key as UseViewerFieldsFragment$key } from '../../__generated__/useViewerFieldsFragment.graphql';
import type { useViewerQuery as UseViewerQuery } from '../../__generated__/useViewerQuery.graphql';

export interface ViewerSummary {
  signedIn: boolean;
  uuid: string | null;
  userName: string | null;
  packageType: string | null;
}

/**
 * Who is signed in, as the server knows it: the shell's own query (AppShellQuery) spreads this, so the answer
 * that brings the campaign banner and the footer also fills the store's `viewer`, without a request of its own.
 */
const viewerFieldsFragment = graphql`
  fragment useViewerFieldsFragment on Query {
    viewer {
      uuid
      userName
      packageType
    }
  }
`;

/** Reads the store's `viewer`; sign-in, sign-out and a confirmed order write it. */
export const viewerQuery = graphql`
  query useViewerQuery {
    ...useViewerFieldsFragment
  }
`;

/**
 * Whether someone is signed in, and who: the Relay store's `viewer`, the one place the UI learns it. Read
 * from the store only (never a request of its own), so it never suspends and re-renders when the viewer
 * is written.
 */
export function useViewer(): ViewerSummary {
  const root = useLazyLoadQuery<UseViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-only' });
  const { viewer } = useFragment<UseViewerFieldsFragment$key>(viewerFieldsFragment, root);
  return {
    signedIn: viewer != null,
    uuid: viewer?.uuid ?? null,
    userName: viewer?.userName ?? null,
    packageType: viewer?.packageType ?? null,
  };
}
