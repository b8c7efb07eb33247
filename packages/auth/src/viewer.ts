import type { PackageType } from '@rasad/contracts/entitlements.ts';

/** The signed-in caller of a request, as its access token names them. */
export interface Viewer {
  userId: string;
  sessionId: string;
  packageType: PackageType;
  /** When the account earns its package's daily page quota; undefined once it has. */
  quotaEarnedAt?: Date;
}

/** Checks an access token and returns its holder; rejects (throws) when it is invalid or expired. */
export type AccessTokenVerifier = (token: string, now: Date) => Promise<Viewer>;
