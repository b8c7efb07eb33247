import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A refresh token or sign-in ticket: 256 random bits, handed out once and stored only as a hash. */
export function newOpaqueSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** High-entropy secrets need no slow hash; SHA-256 keeps a stolen table useless. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export const oneTimeCodeLength = 5;

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** oneTimeCodeLength)).padStart(oneTimeCodeLength, '0');
}
