import { Suspense, lazy, useState } from 'react';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { useFocusReturn } from '../../shared/ui/useFocusReturn.ts';

// The forms bring zod, react-hook-form and the shared rules: loaded after the first paint, not with the shell.
const NewsletterForm = lazy(() =>
  import('../../features/support/NewsletterForm.tsx').then((module) => ({ default: module.NewsletterForm })),
);
const ConsultantRequestDialog = lazy(() =>
  import('../../features/support/ConsultantRequestDialog.tsx').then((module) => ({
    default: module.ConsultantRequestDialog,
  })),
);

const AuthDialog = lazy(() =>
  import('../../features/accounts/AuthDialog.tsx').then((module) => ({ default: module.AuthDialog })),
);

/** Mounts the authentication dialog the first time it is shown; focus goes back to its opener when it closes. */
export function LazyAuthDialog() {
  const { visible } = useAuthDialog().state;
  useFocusReturn(visible);
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

export function LazyNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <NewsletterForm />
    </Suspense>
  );
}

/** Mounts the consultant-request dialog the first time someone opens it, and keeps it for its closing motion. */
export function LazyConsultantRequestDialog() {
  const { visible } = useConsultantRequestVisibility();
  useFocusReturn(visible);
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsultantRequestDialog />
    </Suspense>
  );
}
