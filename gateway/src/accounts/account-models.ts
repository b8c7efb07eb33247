import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

/** The signed-in user as the accounts service describes them. */
export type PersonalInfoModel = UpstreamBody<'accounts', '/v2/Profile/GetPersonalInfo'>;

/**
 * The signed-in reader. Their personal info is asked of the accounts service by the first field that shows it, not
 * before the viewer resolves: the viewer's other reads (sessions, API keys, courses, companies) start beside it
 * instead of after it.
 */
export interface ViewerModel {
  personalInfo: () => Promise<PersonalInfoModel>;
}

/** A session, with whether it is the caller's own. */
export type ActiveSessionModel = UpstreamBody<
  'accounts',
  '/v2/Profile/GetActiveSessionsByUserInfo',
  'post'
>['sessions'][number];

export type ActiveSessionListModel = UpstreamBody<
  'accounts',
  '/v2/Profile/GetActiveSessionsByUserInfo',
  'post'
>;

/** At the session limit: the ticket and the sessions in the way (none of them is the caller's). */
export interface AccountSessionLimitModel {
  signInTicket: string;
  sessionLimit: number;
  sessions: ActiveSessionModel[];
}
