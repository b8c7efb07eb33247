import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { commitLocalUpdate, createOperationDescriptor, getRequest } from 'relay-runtime';
import { useLocalisedPath } from '../locale/useLocalisedPath.ts';
import { useAppToast } from '../toast/useAppToast.tsx';
import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';
import type { AuthDialogMode, SessionChoice } from './authDialogModes.ts';
import { clearClientAuth, rehydratePersistedAuth } from './persistedAuth.ts';
import { onSessionEnded, sessionEndMessageId } from './sessionEndedSignal.ts';
import { viewerQuery } from './useViewer.ts';
import {
  clearViewer,
  viewerKnownIn,
  viewerUnknown,
  writeViewer,
  type SignedInViewer,
} from './viewerRecord.ts';

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
  dialog: AuthDialogState;
  setDialog: (change: Partial<AuthDialogState>) => void;
  /** A sign-in (or a confirmed order) answered with this viewer: the store's `viewer` becomes it. */
  signedIn: (viewer: SignedInViewer) => void;
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
 * Auth for the whole app: who is signed in lives in the Relay store's `viewer` (read with `useViewer`);
 * this provider writes it on start, sign-in and sign-out, and holds the authentication dialog. A
 * SESSION_ENDED or SESSION_REPLACED answer signs out, goes to "/" and tells why, in the words of each.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  // The shell's answer, written into the page by the gateway, may already have told the store who is signed in (and
  // always has on the server): then there is nothing to wait for, and the page is drawn at once.
  const [rehydrated, setRehydrated] = useState(() => viewerKnownIn(environment));
  const [dialog, setDialogState] = useState<AuthDialogState>(closedDialog);
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const toast = useAppToast();
  const intl = useIntl();
  // Whatever the store holds was read as someone else (or as a visitor): refetch it.
  const forgetCachedData = useCallback(
    () => commitLocalUpdate(environment, (store) => store.invalidateStore()),
    [environment],
  );

  // Keeps the store's `viewer` from garbage collection while no component reading it is mounted.
  useEffect(() => {
    const retained = environment.retain(createOperationDescriptor(getRequest(viewerQuery), {}));
    return () => retained.dispose();
  }, [environment]);

  useEffect(() => {
    let active = true;
    // The one read of the persisted `persist_auth` cookie: product-spec §4 restores the sign-in before the
    // UI is shown (within 5000 ms), before any query can answer. It only seeds the store's `viewer` (a
    // visitor without it, so `useViewer` never waits on the query); the shell's query, already on its way,
    // brings the server's `viewer` (useViewerFieldsFragment) and replaces it (null when the session is gone).
    void rehydratePersistedAuth().then((persisted) => {
      if (!active) return;
      commitLocalUpdate(environment, (store) => {
        if (!viewerUnknown(store)) return;
        if (persisted) writeViewer(store, persisted);
        else clearViewer(store);
      });
      setRehydrated(true);
    });
    return () => {
      active = false;
    };
  }, [environment]);

  const signedOut = useCallback(() => {
    clearClientAuth();
    forgetCachedData();
    commitLocalUpdate(environment, clearViewer);
  }, [environment, forgetCachedData]);

  // Listens only once the app below (the toaster among it) is mounted: news that comes while the saved
  // sign-in is still being read waits in the signal rather than toasting into nothing.
  useEffect(() => {
    if (!rehydrated) return undefined;
    return onSessionEnded((cause) => {
      signedOut();
      void navigate(localise('/'));
      toast.error(intl.formatMessage({ id: sessionEndMessageId(cause) }));
    });
  }, [rehydrated, navigate, localise, toast, intl, signedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      dialog,
      setDialog: (change) => setDialogState((current) => ({ ...current, ...change })),
      signedIn: (viewer) => {
        setDialogState(closedDialog);
        forgetCachedData();
        commitLocalUpdate(environment, (store) => writeViewer(store, viewer));
      },
      signedOut,
    }),
    [environment, dialog, signedOut, forgetCachedData],
  );

  if (!rehydrated) return null;
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext must be used inside AuthProvider');
  return context;
}
