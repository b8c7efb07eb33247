import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import type { FormEvent, KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useNavigationDispatch, useNavigationState } from '../navigation/NavigationContext.tsx';
import { withSearchText } from '../../shared/locale/withSearchText.ts';
import { TooltipOnDemand } from '../../shared/ui/TooltipOnDemand.tsx';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexGrow: 1,
    maxWidth: '420px',
  },
  input: { flexGrow: 1, minWidth: 0 },
});

/** The bar's search: a button that opens search mode, then a box whose text is kept in the navigation state. */
export function NavigationSearch() {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const { isSearching, textSearch } = useNavigationState();
  const dispatch = useNavigationDispatch();
  const searchLabel = intl.formatMessage({ id: 'search.label' });

  if (!isSearching) {
    return (
      <TooltipOnDemand label={searchLabel}>
        <Button
          appearance="subtle"
          icon={<SearchRegular />}
          onClick={() => dispatch({ type: 'searchModeSet', isSearching: true })}
        />
      </TooltipOnDemand>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = textSearch.trim();
    void navigate(withSearchText(localise('/search'), query));
    dispatch({ type: 'searchModeSet', isSearching: false });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dispatch({ type: 'searchModeSet', isSearching: false });
  };

  return (
    <form noValidate role="search" className={styles.form} onSubmit={submit}>
      <Input
        className={styles.input}
        type="search"
        autoFocus
        value={textSearch}
        onChange={(_, { value }) => dispatch({ type: 'textSearchChanged', textSearch: value })}
        onKeyDown={closeOnEscape}
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        aria-label={searchLabel}
      />
      <TooltipOnDemand label={intl.formatMessage({ id: 'search.close' })}>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() => dispatch({ type: 'searchModeSet', isSearching: false })}
        />
      </TooltipOnDemand>
    </form>
  );
}
