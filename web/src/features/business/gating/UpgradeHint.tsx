import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import {
  capabilityTexts,
  isPackageType,
  packageNames,
  type Capability,
} from '@rasad/contracts/entitlements.ts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UpgradeHintFragment$key } from '../../../__generated__/UpgradeHintFragment.graphql';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

function isCapability(value: string): value is Capability {
  return Object.hasOwn(capabilityTexts, value);
}

/**
 * Says what the viewer's package leaves out and links to the packages that show it. Given a gate, the
 * capability and package are named from the entitlements table, the one the pricing page is printed from.
 */
export function UpgradeHint({
  children,
  gate: gateKey,
}: {
  children?: ReactNode;
  /** What the server left out and the cheapest package that shows it (a `gated` entry of an answer). */
  gate?: UpgradeHintFragment$key | null;
}) {
  const intl = useIntl();
  const gate = useFragment(
    graphql`
      fragment UpgradeHintFragment on CapabilityGate {
        capability
        requiredPackage
      }
    `,
    gateKey ?? null,
  );
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
    // Multiline from the start: the automatic layout draws one long line first and wraps it a frame later, which on a
    // phone is a moment of sideways scrolling.
    <MessageBar intent="info" layout="multiline" data-testid="upgrade-hint">
      <MessageBarBody>
        {children ?? named}{' '}
        <AppLink to="/pricing">
          <FormattedMessage id="business.upgrade.link" />
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
