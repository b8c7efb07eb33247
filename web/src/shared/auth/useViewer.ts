import { useAuthContext } from './AuthProvider.tsx';

export interface ViewerSummary {
  signedIn: boolean;
  uuid: string | null;
  userName: string | null;
  packageType: string | null;
}

/** Whether someone is signed in, and who: from the persisted auth state. */
export function useViewer(): ViewerSummary {
  const { persisted } = useAuthContext();
  return {
    signedIn: persisted !== null,
    uuid: persisted?.uuid ?? null,
    userName: persisted?.userName ?? null,
    packageType: persisted?.packageType ?? null,
  };
}
