import { makeStyles } from '@fluentui/react-components';
import { Suspense, lazy, useRef } from 'react';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { useFocusReturn } from '../../shared/ui/useFocusReturn.ts';
import { useNearViewport } from '../../shared/ui/useNearViewport.ts';
import { useShownOnce } from '../../shared/ui/useShownOnce.ts';

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
  if (!useShownOnce(visible)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

// The form's height (label, field, button), held while its code loads so the footer does not jump.
const useNewsletterStyles = makeStyles({ placeholder: { minHeight: '112px', alignSelf: 'stretch' } });

/** The footer's newsletter form, loaded when the reader scrolls to the footer (a first load skips it). */
export function LazyNewsletterForm() {
  const styles = useNewsletterStyles();
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  const reserved = <div ref={placeholder} className={styles.placeholder} />;
  if (!near) return reserved;
  return (
    <Suspense fallback={reserved}>
      <NewsletterForm />
    </Suspense>
  );
}

/** Mounts the consultant-request dialog the first time someone opens it, and keeps it for its closing motion. */
export function LazyConsultantRequestDialog() {
  const { visible } = useConsultantRequestVisibility();
  useFocusReturn(visible);
  if (!useShownOnce(visible)) return null;
  return (
    <Suspense fallback={null}>
      <ConsultantRequestDialog />
    </Suspense>
  );
}
