import { Toaster } from '@fluentui/react-components';

export const appToasterId = 'app-toaster';
/** Toasts stay four seconds (product spec §9). */
const toastTimeoutMs = 4000;

/** The one toaster of the app, top-centre. */
export function AppToaster() {
  return <Toaster toasterId={appToasterId} position="top" timeout={toastTimeoutMs} pauseOnHover />;
}
