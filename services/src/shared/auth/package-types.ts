/** Subscription tiers live in the entitlements table; the access token carries the holder's tier. */
export { isPackageType, packageTypes, type PackageType } from '@rasad/contracts/entitlements.ts';
