/** The promotional campaign of the spec (§4, §9): on from 2023-02-24 to 2023-07-24, both days included. */
export const campaignWindow = { startsOn: '2023-02-24', endsOn: '2023-07-24' } as const;

const tehranDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whether the campaign runs at `now`, judged by the calendar day in Tehran. */
export function isCampaignActive(now: Date): boolean {
  const today = tehranDate.format(now);
  return today >= campaignWindow.startsOn && today <= campaignWindow.endsOn;
}
