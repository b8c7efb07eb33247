/** What the navigation bar is doing (product spec §3). */
export type NavigationState = {
  /** The search box is open in the bar. */
  isSearching: boolean;
  /** The side drawer (small screens) is open. */
  drawerStatus: boolean;
  /** What the visitor typed in the search box. */
  textSearch: string;
  /** A route change has been pending long enough to show the progress bar. */
  isTransitioning: boolean;
  /** The course player's drawer is open. */
  playDrawerStatus: boolean;
};

export type NavigationAction =
  | { type: 'searchModeSet'; isSearching: boolean }
  | { type: 'textSearchChanged'; textSearch: string }
  | { type: 'drawerSet'; open: boolean }
  | { type: 'transitioningSet'; isTransitioning: boolean }
  | { type: 'playDrawerSet'; open: boolean };

export const initialNavigationState: NavigationState = {
  isSearching: false,
  drawerStatus: false,
  textSearch: '',
  isTransitioning: false,
  playDrawerStatus: false,
};

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'searchModeSet':
      // Searching takes the bar; the drawer gives way.
      return {
        ...state,
        isSearching: action.isSearching,
        drawerStatus: action.isSearching ? false : state.drawerStatus,
      };
    case 'textSearchChanged':
      return { ...state, textSearch: action.textSearch };
    case 'drawerSet':
      return { ...state, drawerStatus: action.open, isSearching: action.open ? false : state.isSearching };
    case 'transitioningSet':
      return { ...state, isTransitioning: action.isTransitioning };
    case 'playDrawerSet':
      return { ...state, playDrawerStatus: action.open };
  }
}
