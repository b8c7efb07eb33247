/** Who issues access tokens and for whom; every verifier checks both. */
export const accessTokenIssuer = 'rasad-accounts';
export const accessTokenAudience = 'rasad';
export const accessTokenAlgorithm = 'EdDSA';
