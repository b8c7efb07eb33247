import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** The consultant-request dialog's `visible` flag (product spec §3), shared by its openers and the dialog. */
type ConsultantRequestVisibility = { visible: boolean; open: () => void; close: () => void };

const ConsultantRequestVisibilityContext = createContext<ConsultantRequestVisibility | null>(null);

export function ConsultantRequestVisibilityProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const value = useMemo(
    () => ({ visible, open: () => setVisible(true), close: () => setVisible(false) }),
    [visible],
  );
  return <ConsultantRequestVisibilityContext value={value}>{children}</ConsultantRequestVisibilityContext>;
}

export function useConsultantRequestVisibility(): ConsultantRequestVisibility {
  const visibility = useContext(ConsultantRequestVisibilityContext);
  if (!visibility) throw new Error('useConsultantRequestVisibility must be used inside its provider');
  return visibility;
}
