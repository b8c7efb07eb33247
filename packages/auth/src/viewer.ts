import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** The signed-in caller of a request, as its access token names them. */
export interface Viewer {
  userId: string;
  sessionId: string;
  packageType: PackageType;
}
