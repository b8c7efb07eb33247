import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** The signed-in caller of a request, as its access token names them. */
export interface Viewer {
  userId: string;
  sessionId: string;
  packageType: PackageType;
  /** When the account earns its package's daily page quota; undefined once it has. */
  quotaEarnedAt?: Date;
}
