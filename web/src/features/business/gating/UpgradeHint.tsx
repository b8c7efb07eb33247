import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

/** Says what the viewer's package leaves out and links to the packages that show it. */
export function UpgradeHint({ children }: { children: ReactNode }) {
  return (
    <MessageBar intent="info" data-testid="upgrade-hint">
      <MessageBarBody>
        {children}{' '}
        <AppLink to="/pricing">
          <FormattedMessage id="business.upgrade.link" />
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
