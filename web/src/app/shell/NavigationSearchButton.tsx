import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { TooltipOnDemand } from '../../shared/ui/TooltipOnDemand.tsx';
import { useNavigationDispatch } from '../navigation/NavigationContext.tsx';

/** The bar's search button: opens search mode. */
export function NavigationSearchButton() {
  const intl = useIntl();
  const dispatch = useNavigationDispatch();
  return (
    <TooltipOnDemand label={intl.formatMessage({ id: 'search.label' })}>
      <Button
        appearance="subtle"
        icon={<SearchRegular />}
        onClick={() => dispatch({ type: 'searchModeSet', isSearching: true })}
      />
    </TooltipOnDemand>
  );
}
