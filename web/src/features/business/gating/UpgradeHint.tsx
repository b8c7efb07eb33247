import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import {
  capabilityTexts,
  isPackageType,
  packageNames,
  type Capability,
} from '@rasad/contracts/entitlements.ts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

/** What the server left out and the cheapest package that shows it (a `gated` entry of an answer). */
export interface CapabilityGate {
  readonly capability: string;
  readonly requiredPackage: string;
}

function isCapability(value: string): value is Capability {
  return Object.hasOwn(capabilityTexts, value);
}

/**
 * Says what the viewer's package leaves out and links to the packages that show it. Given a gate, the
 * capability and package are named from the entitlements table, the one the pricing page is printed from.
 */
export function UpgradeHint({ children, gate }: { children?: ReactNode; gate?: CapabilityGate }) {
  const intl = useIntl();
  const language = intl.locale === 'en-US' ? 'en' : 'fa';
  const named =
    gate && isCapability(gate.capability) && isPackageType(gate.requiredPackage) ? (
      <FormattedMessage
        id="business.upgrade.capability"
        values={{
          capability: capabilityTexts[gate.capability].label[language],
          package: packageNames[gate.requiredPackage][language],
        }}
      />
    ) : null;
  return (
    <MessageBar intent="info" data-testid="upgrade-hint">
      <MessageBarBody>
        {children ?? named}{' '}
        <AppLink to="/pricing">
          <FormattedMessage id="business.upgrade.link" />
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
