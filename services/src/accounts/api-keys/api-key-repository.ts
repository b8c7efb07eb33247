import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  apiKeyLifetimeDays,
  apiKeyPrefix,
  apiKeysPerAccount,
  apiKeyVisibleLength,
  isApiKeyText,
} from '@rasad/contracts/api-keys.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { apiKeys } from '../accounts-tables.ts';
import { hashSecret } from '../credentials/opaque-secrets.ts';
import { accountRepository } from '../account-repository.ts';

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

export type ApiKeyCreation =
  { created: ApiKeySummary; secret: string } | { refused: 'NAME_TAKEN' | 'LIMIT_REACHED' };

const dayMilliseconds = 24 * 3600_000;

function summary(row: typeof apiKeys.$inferSelect): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.visiblePrefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Live: neither revoked nor expired. */
const live = (now: Date) => and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now));

export type ApiKeyRepository = ReturnType<typeof apiKeyRepository>;

/** The SQL of personal API keys: issue (secret returned once, hash kept), list, revoke, and look a secret up. */
export function apiKeyRepository(db: Database) {
  return {
    async liveKeys(userId: string, now: Date): Promise<ApiKeySummary[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), live(now)))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
      return rows.map(summary);
    },

    async create(userId: string, name: string, now: Date): Promise<ApiKeyCreation> {
      return db.transaction(async (tx) => {
        // The account's row is the lock: two creations at once for one user are counted one after the other.
        await accountRepository(tx as unknown as Database).lockAccount(userId);
        const holding = await tx
          .select({ name: apiKeys.name })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, userId), live(now)));
        if (holding.some((key) => key.name === name)) return { refused: 'NAME_TAKEN' as const };
        if (holding.length >= apiKeysPerAccount) return { refused: 'LIMIT_REACHED' as const };
        const secret = apiKeyPrefix + randomBytes(32).toString('base64url');
        const [row] = await tx
          .insert(apiKeys)
          .values({
            id: randomUUID(),
            userId,
            name,
            keyHash: hashSecret(secret),
            visiblePrefix: secret.slice(0, apiKeyVisibleLength),
            createdAt: now,
            expiresAt: new Date(now.getTime() + apiKeyLifetimeDays * dayMilliseconds),
          })
          .returning();
        return { created: summary(row!), secret };
      });
    },

    /** Revokes one of the user's live keys; false when it is not theirs or was already revoked (nothing changes). */
    async revoke(userId: string, keyId: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return revoked.length === 1;
    },

    /** The live key a secret is, marked used now; null for an unknown, revoked or expired one. */
    async use(secret: string, now: Date): Promise<{ keyId: string; userId: string } | null> {
      if (!isApiKeyText(secret)) return null;
      const [row] = await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.keyHash, hashSecret(secret)), live(now)))
        .returning({ keyId: apiKeys.id, userId: apiKeys.userId });
      return row ?? null;
    },

    /** Whether the key behind an access token (its session id) is still live. */
    async isLive(keyId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ total: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.id, keyId), live(now)));
      return (row?.total ?? 0) > 0;
    },
  };
}
