import { describe, expect, it } from 'vitest';
import { initialNavigationState, navigationReducer } from './navigationState.ts';

describe('navigationReducer', () => {
  it('starts closed, not searching, with an empty search', () => {
    expect(initialNavigationState).toEqual({
      isSearching: false,
      drawerStatus: false,
      textSearch: '',
      isTransitioning: false,
      playDrawerStatus: false,
    });
  });

  it('keeps the search text when search mode closes', () => {
    let state = navigationReducer(initialNavigationState, { type: 'searchModeSet', isSearching: true });
    state = navigationReducer(state, { type: 'textSearchChanged', textSearch: 'فولاد مبارکه' });
    state = navigationReducer(state, { type: 'searchModeSet', isSearching: false });
    expect(state).toMatchObject({ isSearching: false, textSearch: 'فولاد مبارکه' });
  });

  it('closes the drawer when search mode opens, and search mode when the drawer opens', () => {
    let state = navigationReducer(initialNavigationState, { type: 'drawerSet', open: true });
    expect(state.drawerStatus).toBe(true);
    state = navigationReducer(state, { type: 'searchModeSet', isSearching: true });
    expect(state).toMatchObject({ drawerStatus: false, isSearching: true });
    state = navigationReducer(state, { type: 'drawerSet', open: true });
    expect(state).toMatchObject({ drawerStatus: true, isSearching: false });
  });

  it('follows the route transition', () => {
    let state = navigationReducer(initialNavigationState, {
      type: 'transitioningSet',
      isTransitioning: true,
    });
    expect(state).toEqual({ ...initialNavigationState, isTransitioning: true });
    state = navigationReducer(state, { type: 'transitioningSet', isTransitioning: false });
    expect(state).toEqual(initialNavigationState);
  });

  it('opens and closes the play drawer on its own', () => {
    const state = navigationReducer(initialNavigationState, { type: 'playDrawerSet', open: true });
    expect(state).toEqual({ ...initialNavigationState, playDrawerStatus: true });
    expect(navigationReducer(state, { type: 'playDrawerSet', open: false })).toEqual(initialNavigationState);
  });

  it('does not mutate the previous state', () => {
    const before = { ...initialNavigationState };
    navigationReducer(initialNavigationState, { type: 'textSearchChanged', textSearch: 'x' });
    expect(initialNavigationState).toEqual(before);
  });
});
