import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashCostFromEnvironment,
  hashPassword,
  verifyPassword,
} from '../../src/accounts/credentials/password-hashing.ts';

describe('password hashing cost', () => {
  it('is scrypt N=2^15 unless configured, and production refuses anything cheaper', () => {
    expect(hashCostFromEnvironment({})).toBe(15);
    expect(hashCostFromEnvironment({ PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(hashCostFromEnvironment({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toBe(16);
    expect(() => hashCostFromEnvironment({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(
      'from 15 to 20',
    );
    for (const wrong of ['9', '21', '12.5', 'fast'])
      expect(() => hashCostFromEnvironment({ PASSWORD_HASH_COST: wrong })).toThrow('PASSWORD_HASH_COST');
  });

  it('writes the cost into each hash, so a hash made at another cost still verifies', async () => {
    // The suites hash at PASSWORD_HASH_COST=10 (vitest.config.ts); a hash stored in production names N=2^15.
    const hash = await hashPassword('Rasad-Demo-1405');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Rasad-Demo-1405', hash)).toBe(true);
    expect(await verifyPassword('Rasad-Demo-1406', hash)).toBe(false);
    const salt = randomBytes(16);
    const key = scryptSync('Rasad-Demo-1405', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const productionHash = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('Rasad-Demo-1405', productionHash)).toBe(true);
    expect(await verifyPassword('Rasad-Demo-1406', productionHash)).toBe(false);
    expect(await verifyPassword('Rasad-Demo-1405', null)).toBe(false);
  });
});
