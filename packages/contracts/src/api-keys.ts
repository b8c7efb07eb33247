/**
 * Personal API keys: who may hold them is the `apiAccess` line of the entitlements table; these are
 * the key's shape and limits, read by the accounts service (issue, store), the gateway (recognise a
 * key in `Authorization: Bearer`) and the web app (name field, upgrade hint).
 */

/** Every key starts with this, so a key is told from an access token (a JWT, `eyJ…`) at a glance. */
export const apiKeyPrefix = 'rsd_';

/** Characters of a key kept in the clear and shown in the list, so its owner can recognise it. */
export const apiKeyVisibleLength = apiKeyPrefix.length + 8;

/** Keys one account may hold at once (revoked and expired ones do not count). */
export const apiKeysPerAccount = 10;

/** A key stops working this many days after it was created. */
export const apiKeyLifetimeDays = 365;

/** A key's name (what it is for: «گزارش ماهانه», "CRM sync"). */
export const apiKeyNameMaxLength = 60;

/** Whether a bearer credential is an API key rather than an access token. */
export function isApiKeyText(value: string): boolean {
  return value.startsWith(apiKeyPrefix) && /^[A-Za-z0-9_-]{20,100}$/.test(value);
}
