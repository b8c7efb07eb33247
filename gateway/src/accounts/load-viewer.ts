import type { GatewayContext } from '../shared/gateway-context.ts';
import type { PersonalInfoModel, ViewerModel } from './account-models.ts';

/** A viewer whose personal info is read once, when a field first needs it. */
export function viewerFrom(readPersonalInfo: () => Promise<PersonalInfoModel>): ViewerModel {
  let personalInfo: Promise<PersonalInfoModel> | undefined;
  return { personalInfo: () => (personalInfo ??= readPersonalInfo()) };
}

/** The signed-in reader as the accounts service has them now (after a change, with the change). */
export function loadViewer(context: GatewayContext): ViewerModel {
  return viewerFrom(() => context.upstream.accounts.get('/v2/Profile/GetPersonalInfo'));
}
