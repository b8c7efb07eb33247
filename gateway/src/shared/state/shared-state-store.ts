import { createRedisCache } from '@envelop/response-cache-redis';
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';

/** The outcome of taking from a leaky bucket: whether it was allowed and what is left afterwards. */
export interface BucketTake {
  allowed: boolean;
  /** Points left in the bucket after this take (unchanged when refused). */
  remaining: number;
}

export interface BucketShape {
  capacity: number;
  refillPerSecond: number;
}

/**
 * State several gateways must agree on (query budgets, token refreshes): in memory for one
 * process, in Redis when `REDIS_URL` is set. Every operation is atomic within its store.
 */
export interface SharedStateStore {
  /**
   * Takes `cost` points from the bucket at `key` refilled continuously; refused (nothing taken) when short. A negative
   * cost gives points back, never above the capacity.
   */
  takeFromBucket(key: string, cost: number, shape: BucketShape, nowMs: number): Promise<BucketTake>;
  /** Adds one to the counter at `key`, which is forgotten `ttlMs` after its first increment; the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** The counter's value, 0 when absent or forgotten. */
  count(key: string): Promise<number>;
  /** Sets `key` to `value` for `ttlMs` only when it holds nothing; whether this call set it (a claim). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Sets `key` to `value` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value set at `key`, null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Forgets the key. */
  delete(key: string): Promise<void>;
  /** Where shared GraphQL answers are kept, with their entity index for invalidation (one per store). */
  responseCache(): Cache;
  close(): Promise<void>;
}

function refilled(level: number, lastMs: number, nowMs: number, shape: BucketShape): number {
  return Math.min(shape.capacity, level + (Math.max(0, nowMs - lastMs) / 1000) * shape.refillPerSecond);
}

/** One process's store; entries expire lazily on read. */
export class MemoryStateStore implements SharedStateStore {
  readonly #buckets = new Map<string, { level: number; lastMs: number }>();
  readonly #counters = new Map<string, { value: number; expiresAt: number }>();
  readonly #values = new Map<string, { value: string; expiresAt: number }>();
  #responses: Cache | null = null;

  constructor(private readonly clock: () => number = Date.now) {}

  responseCache(): Cache {
    // Least recently used answers go first past this many.
    this.#responses ??= createInMemoryCache({ max: 5_000 });
    return this.#responses;
  }

  async takeFromBucket(key: string, cost: number, shape: BucketShape, nowMs: number): Promise<BucketTake> {
    const bucket = this.#buckets.get(key);
    const level = bucket ? refilled(bucket.level, bucket.lastMs, nowMs, shape) : shape.capacity;
    const allowed = cost <= level;
    const remaining = allowed ? Math.min(shape.capacity, level - cost) : level;
    this.#buckets.set(key, { level: remaining, lastMs: nowMs });
    if (this.#buckets.size > 100_000) this.#forgetFullBuckets(nowMs, shape);
    return { allowed, remaining };
  }

  /** A bucket that has refilled is the same as none: dropping them bounds the memory a crowd of addresses takes. */
  #forgetFullBuckets(nowMs: number, shape: BucketShape) {
    for (const [key, bucket] of this.#buckets) {
      if (refilled(bucket.level, bucket.lastMs, nowMs, shape) >= shape.capacity) this.#buckets.delete(key);
    }
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = this.clock();
    const current = this.#counters.get(key);
    const entry =
      current && current.expiresAt > now
        ? { ...current, value: current.value + 1 }
        : { value: 1, expiresAt: now + ttlMs };
    this.#counters.set(key, entry);
    return entry.value;
  }

  async count(key: string): Promise<number> {
    const current = this.#counters.get(key);
    return current && current.expiresAt > this.clock() ? current.value : 0;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if ((await this.get(key)) !== null) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.clock();
    // Long-lived records (used refresh tokens) would otherwise only leave when read again.
    if (this.#values.size >= 100_000) {
      for (const [stored, entry] of this.#values) if (entry.expiresAt <= now) this.#values.delete(stored);
    }
    this.#values.set(key, { value, expiresAt: now + ttlMs });
  }

  async get(key: string): Promise<string | null> {
    const entry = this.#values.get(key);
    if (!entry) return null;
    if (entry.expiresAt > this.clock()) return entry.value;
    this.#values.delete(key);
    return null;
  }

  async delete(key: string): Promise<void> {
    this.#counters.delete(key);
    this.#buckets.delete(key);
    this.#values.delete(key);
  }

  async close(): Promise<void> {}
}

/** Refill, compare and take in one step on the Redis server, so gateways racing on one key cannot overspend. */
const takeFromBucketScript = `
local state = redis.call('HMGET', KEYS[1], 'level', 'last')
local capacity = tonumber(ARGV[2])
local rate = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local cost = tonumber(ARGV[1])
local level = capacity
if state[1] then
  level = math.min(capacity, tonumber(state[1]) + math.max(0, now - tonumber(state[2])) / 1000 * rate)
end
local allowed = 0
if cost <= level then
  level = math.min(capacity, level - cost)
  allowed = 1
end
redis.call('HSET', KEYS[1], 'level', tostring(level), 'last', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - level) / rate * 1000) + 1000)
return {allowed, tostring(level)}
`;

const incrementScript = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return value
`;

/** The store shared by every gateway pointed at one Redis; keys are prefixed so one Redis may serve others too. */
export class RedisStateStore implements SharedStateStore {
  readonly #redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'rasad:gateway:',
  ) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  #responses: Cache | null = null;

  responseCache(): Cache {
    this.#responses ??= createRedisCache({
      // The adapter is typed against another ioredis major; it uses only get/set/sadd/smembers/del/pipeline.
      redis: this.#redis as unknown as Parameters<typeof createRedisCache>[0]['redis'],
      buildRedisEntityId: (typename, id) => `${this.prefix}entity:${typename}:${id}`,
      buildRedisOperationResultCacheKey: (responseId) => `${responseId}:entities`,
    }) as Cache;
    return this.#responses;
  }

  async takeFromBucket(key: string, cost: number, shape: BucketShape, nowMs: number): Promise<BucketTake> {
    const [allowed, level] = (await this.#redis.eval(
      takeFromBucketScript,
      1,
      this.prefix + key,
      cost,
      shape.capacity,
      shape.refillPerSecond,
      nowMs,
    )) as [number, string];
    return { allowed: allowed === 1, remaining: Number(level) };
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    return Number(
      await this.#redis.eval(incrementScript, 1, this.prefix + key, Math.max(1, Math.ceil(ttlMs))),
    );
  }

  async count(key: string): Promise<number> {
    return Number((await this.#redis.get(this.prefix + key)) ?? 0);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (
      (await this.#redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
    );
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async get(key: string): Promise<string | null> {
    return this.#redis.get(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.#redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}

/** Redis when a URL is configured, otherwise this process's memory. */
export function createSharedStateStore(
  redisUrl: string | undefined,
  clock: () => number = Date.now,
): SharedStateStore {
  return redisUrl ? new RedisStateStore(redisUrl) : new MemoryStateStore(clock);
}
