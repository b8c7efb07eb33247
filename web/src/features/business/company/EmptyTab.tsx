import { Body1 } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';

/** What a tab says when the records hold nothing for it. */
export function EmptyTab() {
  return (
    <Body1>
      <FormattedMessage id="business.company.empty" />
    </Body1>
  );
}
