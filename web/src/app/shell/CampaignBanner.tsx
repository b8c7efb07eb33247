import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CampaignBannerFragment$key } from '../../__generated__/CampaignBannerFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';

/** The promotion strip; the gateway's clock decides whether the campaign runs. */
export function CampaignBanner({ campaign }: { campaign: CampaignBannerFragment$key }) {
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CampaignBannerFragment on Campaign {
        active
        startsOn
        endsOn
      }
    `,
    campaign,
  );
  if (!data.active) return null;
  return (
    <MessageBar intent="success" shape="square" layout="singleline">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="campaign.title" />
        </MessageBarTitle>
        <FormattedMessage
          id="campaign.body"
          values={{ startsOn: formatDate(locale, data.startsOn), endsOn: formatDate(locale, data.endsOn) }}
        />
      </MessageBarBody>
      <MessageBarActions>
        <ButtonLink to="/pricing" size="small">
          <FormattedMessage id="campaign.action" />
        </ButtonLink>
      </MessageBarActions>
    </MessageBar>
  );
}
