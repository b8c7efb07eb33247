import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/**
 * The small spinner a button or a field shows while its work runs. Fluent's spinner is a progress bar, and one with no
 * name is announced as nothing (axe-core: serious), so it is named.
 */
export function WorkingSpinner() {
  const intl = useIntl();
  return <Spinner size="tiny" aria-label={intl.formatMessage({ id: 'shell.working' })} />;
}
