import type { Resolvers } from '../__generated__/resolver-types.ts';
import { campaignWindow, isCampaignActive } from '@rasad/contracts/campaign-window.ts';

export const campaignResolvers: Resolvers = {
  Query: {
    campaign: (_, __, context) => ({ ...campaignWindow, active: isCampaignActive(context.now()) }),
  },
};
