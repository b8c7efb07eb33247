import { makeStyles } from '@fluentui/react-components';
import { useRef } from 'react';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useConsultantRequestVisibility } from '../../shared/consultant-request/ConsultantRequestVisibility.tsx';
import { LoadedWhen } from '../../shared/ui/LoadedWhen.tsx';
import { useFocusReturn } from '../../shared/ui/useFocusReturn.ts';
import { useNearViewport } from '../../shared/ui/useNearViewport.ts';

// The forms bring zod, react-hook-form and the shared rules: loaded after the first paint, not with the shell. A
// dialog whose code does not load closes, to be opened again.
const loadNewsletterForm = () =>
  import('../../features/support/NewsletterForm.tsx').then((module) => module.NewsletterForm);
const loadConsultantRequestDialog = () =>
  import('../../features/support/ConsultantRequestDialog.tsx').then(
    (module) => module.ConsultantRequestDialog,
  );
const loadAuthDialog = () =>
  import('../../features/accounts/AuthDialog.tsx').then((module) => module.AuthDialog);

/** Mounts the authentication dialog the first time it is shown; focus goes back to its opener when it closes. */
export function LazyAuthDialog() {
  const dialog = useAuthDialog();
  useFocusReturn(dialog.state.visible);
  return (
    <LoadedWhen wanted={dialog.state.visible} load={loadAuthDialog} props={{}} onFailure={dialog.hide} />
  );
}

// The form's height (label, field, button), held while its code loads so the footer does not jump.
const useNewsletterStyles = makeStyles({ placeholder: { minHeight: '112px', alignSelf: 'stretch' } });

/**
 * The footer's newsletter form, loaded when the reader scrolls to the footer (a first load skips it); a load that
 * failed is tried again when the phone is back online, since nothing else would ask for it again.
 */
export function LazyNewsletterForm() {
  const styles = useNewsletterStyles();
  const placeholder = useRef<HTMLDivElement>(null);
  return (
    <LoadedWhen
      wanted={useNearViewport(placeholder)}
      load={loadNewsletterForm}
      props={{}}
      fallback={<div ref={placeholder} className={styles.placeholder} />}
      retryWhenOnline
    />
  );
}

/** Mounts the consultant-request dialog the first time someone opens it, and keeps it for its closing motion. */
export function LazyConsultantRequestDialog() {
  const consultantRequest = useConsultantRequestVisibility();
  useFocusReturn(consultantRequest.visible);
  return (
    <LoadedWhen
      wanted={consultantRequest.visible}
      load={loadConsultantRequestDialog}
      props={{}}
      onFailure={consultantRequest.close}
    />
  );
}
