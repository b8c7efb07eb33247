import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import type { ToastIntent } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { appToasterId } from './appToasterId.ts';
import { whenToasterReady } from './toasterOnDemand.ts';

export type AppToast = Record<ToastIntent, (text?: string) => void>;

/** Shows a toast; without a text, the default one of its kind (product spec §8). */
export function useAppToast(): AppToast {
  const { dispatchToast } = useToastController(appToasterId);
  const intl = useIntl();
  return useMemo(() => {
    const show = (intent: ToastIntent) => (text?: string) =>
      whenToasterReady(() =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text ?? intl.formatMessage({ id: `toast.default.${intent}` })}</ToastTitle>
          </Toast>,
          { intent },
        ),
      );
    return { error: show('error'), info: show('info'), warning: show('warning'), success: show('success') };
  }, [dispatchToast, intl]);
}
