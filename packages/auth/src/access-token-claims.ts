/** Who issues access tokens and for whom; every verifier checks both. */
export const accessTokenIssuer = 'rasad-accounts';
export const accessTokenAudience = 'rasad';
export const accessTokenAlgorithm = 'EdDSA';
/**
 * Epoch seconds when the holder's account earns its package's daily page quota; absent once it has. Until then
 * a FREE account's page quota is a visitor's (`@rasad/contracts/sign-up-limits.ts`).
 */
export const quotaEarnedAtClaim = 'qea';
