import { LoadedWhen } from '../../shared/ui/LoadedWhen.tsx';
import { useNavigationDispatch, useNavigationState } from '../navigation/NavigationContext.tsx';
import { NavigationSearchButton } from './NavigationSearchButton.tsx';

const loadSearchBox = () => import('./NavigationSearchBox.tsx').then((module) => module.NavigationSearchBox);

/**
 * The bar's search: a button that opens search mode, then a box (NavigationSearchBox). The box's code, with Fluent's
 * text field, loads when search mode first opens: a company or a course page's first load has no other use for it.
 * If it does not load, search mode closes and the button is there to try again.
 */
export function NavigationSearch() {
  const { isSearching } = useNavigationState();
  const dispatch = useNavigationDispatch();
  return (
    <LoadedWhen
      wanted={isSearching}
      load={loadSearchBox}
      props={{}}
      fallback={<NavigationSearchButton />}
      onFailure={() => dispatch({ type: 'searchModeSet', isSearching: false })}
    />
  );
}
