/**
 * The promotional campaign of the spec (§4, §9): on from 2023-02-24 to 2023-07-24, both days included,
 * judged by the calendar day in Tehran: the checkout's prices and the gateway's `campaign` field read it here.
 */
export const campaignWindow = { startsOn: '2023-02-24', endsOn: '2023-07-24' } as const;

/** Percent off every subscription bought while the campaign runs. */
export const campaignDiscountPercent = 20;

const tehranDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whether the campaign runs at `now`. */
export function isCampaignActive(now: Date): boolean {
  const today = tehranDate.format(now);
  return today >= campaignWindow.startsOn && today <= campaignWindow.endsOn;
}
