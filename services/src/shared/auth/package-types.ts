/** Subscription tiers; the access token carries the holder's tier so every service can gate features. */
export const packageTypes = ['FREE', 'BASIC', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type PackageType = (typeof packageTypes)[number];

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (packageTypes as readonly string[]).includes(value);
}
