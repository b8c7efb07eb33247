/**
 * What keeps sign-ups from multiplying the free quota: one address and one device start at most so many sign-ups a
 * day, and a new
 * FREE account reads with a visitor's daily quota until its quota is earned. The accounts service enforces both
 * (the first when a sign-up code is asked for, the second as a claim of the access tokens it signs, which the
 * business service's page quota reads); each may be changed by an environment variable of the accounts service.
 */
export const signUpLimits = {
  /** Distinct user names one address may ask sign-up codes for in 24 hours (`SIGN_UPS_PER_ADDRESS_PER_DAY`). */
  perAddressPerDay: 3,
  /**
   * Distinct user names one device (the gateway's signed, HttpOnly device cookie) may ask sign-up codes for in 24
   * hours (`SIGN_UPS_PER_DEVICE_PER_DAY`): a household or an office behind one address keeps its three, one
   * browser does not make more.
   */
  perDevicePerDay: 2,
  /**
   * Hours after its user name was confirmed (by the sign-up code) before a FREE account reads with the FREE
   * package's daily quota rather than a visitor's (`NEW_ACCOUNT_QUOTA_WAIT_HOURS`).
   */
  quotaWaitHours: 24,
} as const;
