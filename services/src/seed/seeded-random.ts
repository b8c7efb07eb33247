/**
 * A small deterministic PRNG (mulberry32 seeded from a string hash): the same seed
 * always yields the same demo data, on every machine and every run.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits, each drawn from `allowed`. */
  digits(length: number, allowed?: string): string;
  chance(probability: number): boolean;
}

function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createSeededRandom(seed: string): SeededRandom {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[integer(0, items.length - 1)] as T;
    },
    digits(length: number, allowed = '0123456789') {
      let result = '';
      for (let index = 0; index < length; index++) result += allowed[integer(0, allowed.length - 1)];
      return result;
    },
    chance: (probability: number) => next() < probability,
  };
}
