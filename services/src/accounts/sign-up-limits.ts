import { signUpLimits } from '@rasad/contracts/sign-up-limits.ts';

/** A whole number of at least zero from the environment, else the default. */
function configured(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Sign-ups one address may start in 24 hours: `SIGN_UPS_PER_ADDRESS_PER_DAY`, else the shared default. */
export function signUpsPerAddressPerDay(): number {
  return configured('SIGN_UPS_PER_ADDRESS_PER_DAY', signUpLimits.perAddressPerDay);
}

/** Sign-ups one device may start in 24 hours: `SIGN_UPS_PER_DEVICE_PER_DAY`, else the shared default. */
export function signUpsPerDevicePerDay(): number {
  return configured('SIGN_UPS_PER_DEVICE_PER_DAY', signUpLimits.perDevicePerDay);
}

/**
 * When a FREE account earns the FREE package's daily page quota: `NEW_ACCOUNT_QUOTA_WAIT_HOURS` (else the shared
 * default) after its user name was confirmed; never for an account whose user name is not confirmed.
 */
export function quotaEarnedAt(confirmedAt: Date | null): Date | null {
  if (confirmedAt === null) return null;
  const hours = configured('NEW_ACCOUNT_QUOTA_WAIT_HOURS', signUpLimits.quotaWaitHours);
  return new Date(confirmedAt.getTime() + hours * 3600_000);
}
