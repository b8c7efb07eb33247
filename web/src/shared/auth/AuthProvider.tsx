import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import { useLocalisedPath } from '../locale/useLocalisedPath.ts';
import { useAppToast } from '../toast/useAppToast.tsx';
import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import type { AuthDialogMode, SessionChoice } from './authDialogModes.ts';
import {
  clearClientAuth,
  readPersistedAuth,
  rehydratePersistedAuth,
  storeUserInfo,
  type PersistedAuth,
} from './persistedAuth.ts';
import { onSessionEnded } from './sessionEndedSignal.ts';

export interface AuthDialogState {
  visible: boolean;
  mode: AuthDialogMode;
  userName: string;
  /** Kept from sign-up for the confirm step (product-spec §4: "setting confirm data"). */
  password: string;
  codePurpose: CodePurpose;
  /** When another code may be requested (ms since epoch), for the countdown. */
  resendAvailableAt: number;
  /** The code typed in the confirm step of a password reset, for the new-password step. */
  code: string;
  sessionLimit: { signInTicket: string; sessionLimit: number; sessions: SessionChoice[] } | null;
}

interface AuthContextValue {
  persisted: PersistedAuth | null;
  dialog: AuthDialogState;
  setDialog: (change: Partial<AuthDialogState>) => void;
  signedIn: (userInfo: { userName: string; firstName: string; lastName: string }) => void;
  signedOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const closedDialog: AuthDialogState = {
  visible: false,
  mode: 'signUp',
  userName: '',
  password: '',
  codePurpose: 'signUp',
  resendAvailableAt: 0,
  code: '',
  sessionLimit: null,
};

/**
 * Auth state for the whole app: the persisted sign-in (restored before anything renders, within
 * 5000 ms) and the authentication dialog. A SESSION_ENDED answer signs out, goes to "/" and tells why.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [rehydrated, setRehydrated] = useState(false);
  const [persisted, setPersisted] = useState<PersistedAuth | null>(null);
  const [dialog, setDialogState] = useState<AuthDialogState>(closedDialog);
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const toast = useAppToast();
  const intl = useIntl();
  const environment = useRelayEnvironment();
  // Whatever the store holds was read as someone else (or as a visitor): refetch it.
  const forgetCachedData = useCallback(
    () => commitLocalUpdate(environment, (store) => store.invalidateStore()),
    [environment],
  );

  useEffect(() => {
    let active = true;
    void rehydratePersistedAuth().then((state) => {
      if (!active) return;
      setPersisted(state);
      setRehydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const signedOut = useCallback(() => {
    clearClientAuth();
    setPersisted(null);
    forgetCachedData();
  }, [forgetCachedData]);

  // Listens only once the app below (the toaster among it) is mounted: news that comes while the saved
  // sign-in is still being read waits in the signal rather than toasting into nothing.
  useEffect(() => {
    if (!rehydrated) return undefined;
    return onSessionEnded(() => {
      signedOut();
      void navigate(localise('/'));
      toast.error(intl.formatMessage({ id: 'accounts.sessionEnded' }));
    });
  }, [rehydrated, navigate, localise, toast, intl, signedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      persisted,
      dialog,
      setDialog: (change) => setDialogState((current) => ({ ...current, ...change })),
      signedIn: (userInfo) => {
        storeUserInfo(userInfo);
        setPersisted(readPersistedAuth());
        setDialogState(closedDialog);
        forgetCachedData();
      },
      signedOut,
    }),
    [persisted, dialog, signedOut, forgetCachedData],
  );

  if (!rehydrated) return null;
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext must be used inside AuthProvider');
  return context;
}
