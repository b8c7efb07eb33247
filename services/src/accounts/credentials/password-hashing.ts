import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashCosts } from './password-hash-costs.ts';

/**
 * log2 of scrypt's N for new hashes: `passwordHashCosts.production` unless PASSWORD_HASH_COST says otherwise (2^15 with
 * r=8: 32 MiB per hash, memory-hard, about 60 ms on one core). The test suites set the `cheapest` cost, as Django's
 * documentation advises a fast hasher for tests: hundreds of sign-ins each spend a thirty-second of the CPU, and what
 * is tested (a hash per password, checked in constant time) is the same. A stored hash names its own cost, so hashes
 * of either cost verify. Production refuses a cost below its own.
 */
export function hashCostFromEnvironment(environment: NodeJS.ProcessEnv): number {
  const configured = environment.PASSWORD_HASH_COST;
  const cost = configured ? Number(configured) : passwordHashCosts.production;
  const lowest =
    environment.NODE_ENV === 'production' ? passwordHashCosts.production : passwordHashCosts.cheapest;
  if (!Number.isInteger(cost) || cost < lowest || cost > passwordHashCosts.highest)
    throw new Error(
      `PASSWORD_HASH_COST must be a whole number from ${lowest} to ${passwordHashCosts.highest}`,
    );
  return cost;
}
const parameters = { N: 2 ** hashCostFromEnvironment(process.env), r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

// Checking a user name that has no password still costs one hash, so timing does not tell them apart.
const unusableHash = `scrypt$${parameters.N}$${parameters.r}$${parameters.p}$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? unusableHash).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
