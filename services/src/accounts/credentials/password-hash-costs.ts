/**
 * log2 of scrypt's N for password hashes: production's (also the least it accepts), the cheapest allowed anywhere
 * (what the test suites hash at), and the highest. A module of its own, without side effects, so the test configs
 * can read it before the hashing module reads the environment.
 */
export const passwordHashCosts = { production: 15, cheapest: 10, highest: 20 } as const;
