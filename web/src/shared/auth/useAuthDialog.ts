import { useMemo } from 'react';
import type { AuthDialogMode } from './authDialogModes.ts';
import { useAuthContext, type AuthDialogState } from './AuthProvider.tsx';

export interface AuthDialogControls {
  state: AuthDialogState;
  /** Opens the dialog, optionally in a mode and with a user name (e.g. a visitor who clicked follow). */
  show: (options?: { mode?: AuthDialogMode; userName?: string }) => void;
  /** Closes it and forgets the user name. */
  hide: () => void;
  /** Switches to confirm with the user name and password of the step before. */
  setConfirmData: (data: { userName: string; password?: string }) => void;
  update: (change: Partial<AuthDialogState>) => void;
}

export function useAuthDialog(): AuthDialogControls {
  const { dialog, setDialog } = useAuthContext();
  return useMemo(
    () => ({
      state: dialog,
      show: (options = {}) =>
        setDialog({
          visible: true,
          mode: options.mode ?? 'signUp',
          ...(options.userName === undefined ? {} : { userName: options.userName }),
        }),
      hide: () => setDialog({ visible: false, userName: '', password: '', code: '', sessionLimit: null }),
      setConfirmData: (data) =>
        setDialog({ mode: 'confirm', userName: data.userName, password: data.password ?? '' }),
      update: setDialog,
    }),
    [dialog, setDialog],
  );
}
