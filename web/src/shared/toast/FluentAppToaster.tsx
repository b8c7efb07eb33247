import { Toaster } from '@fluentui/react-components';
import { useEffect } from 'react';
import { appToasterId } from './appToasterId.ts';
import { toasterMounted } from './toasterOnDemand.ts';

/** Toasts stay four seconds (product spec §9). */
const toastTimeoutMs = 4000;

/** The one toaster of the app, top-centre. Its listeners are set in its own effects, which run before this one's. */
export function FluentAppToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster toasterId={appToasterId} position="top" timeout={toastTimeoutMs} pauseOnHover />;
}
