import { createContext, useContext, useReducer } from 'react';
import type { Dispatch, ReactNode } from 'react';
import { initialNavigationState, navigationReducer } from './navigationState.ts';
import type { NavigationAction, NavigationState } from './navigationState.ts';

const NavigationStateContext = createContext<NavigationState | null>(null);
const NavigationDispatchContext = createContext<Dispatch<NavigationAction> | null>(null);

export function NavigationProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  return (
    <NavigationDispatchContext value={dispatch}>
      <NavigationStateContext value={state}>{children}</NavigationStateContext>
    </NavigationDispatchContext>
  );
}

export function useNavigationState(): NavigationState {
  const state = useContext(NavigationStateContext);
  if (!state) throw new Error('useNavigationState must be used inside NavigationProvider');
  return state;
}

export function useNavigationDispatch(): Dispatch<NavigationAction> {
  const dispatch = useContext(NavigationDispatchContext);
  if (!dispatch) throw new Error('useNavigationDispatch must be used inside NavigationProvider');
  return dispatch;
}
