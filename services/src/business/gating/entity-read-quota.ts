import { entitlements, type Audience, type Entitlements } from '@rasad/contracts/entitlements.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientAddressOf } from '../../shared/service-trust/client-address-of.ts';
import type { Viewer } from '@rasad/auth/viewer.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { errorBody } from '../../shared/http/error-handler.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { capabilityGate, capabilityGateSchema, type CapabilityGate } from './capability-gate.ts';
import { gatingMessage } from './gating-messages.ts';
import type { EntityReadKind } from '../business-fixed-sets.ts';
import { entityReadRepository } from './entity-read-repository.ts';
import { tehranDay } from './tehran-day.ts';
import { entityReadCounterFromEnvironment, type EntityReadCounter } from './entity-read-counter.ts';

/** The service's counter of entity-page reads, made from the environment on first use unless the start gave one. */
export function entityReadCounterOf(context: ServiceContext): EntityReadCounter {
  return (context.entityReadCounter ??= entityReadCounterFromEnvironment(context.db));
}

const quotaCapability = {
  company: 'companyPagesPerDay',
  person: 'personPagesPerDay',
} as const satisfies Record<EntityReadKind, keyof Entitlements>;

/**
 * The audience whose daily page quota a caller reads with: a FREE account that has not yet earned its quota (its
 * user name confirmed less than a day ago, `@rasad/contracts/sign-up-limits.ts`) reads with a visitor's, so new
 * accounts cannot multiply the free quota; a paid package's quota is bought and applies at once.
 */
export function quotaAudience(viewer: Viewer | null | undefined, now: Date): Audience {
  if (!viewer) return 'visitor';
  if (viewer.packageType === 'FREE' && viewer.quotaEarnedAt && viewer.quotaEarnedAt.getTime() > now.getTime())
    return 'visitor';
  return viewer.packageType;
}

/** Whom a quota counts against: the account when signed in, otherwise the caller's address. */
export function readerOf(request: FastifyRequest): {
  reader: string;
  address: string;
  userId: string | null;
} {
  const address = clientAddressOf(request);
  const userId = request.viewer?.userId ?? null;
  return { reader: userId === null ? `address:${address}` : `user:${userId}`, address, userId };
}

/**
 * Counts a read of one entity page against the reader's daily quota: a page already read today is free; a new one
 * is counted while the reader is under the limit (see `entity-read-counter.ts` for where and how exactly).
 */
export async function claimEntityRead(
  counter: EntityReadCounter,
  claim: { reader: string; kind: EntityReadKind; entityId: number; limit: number | null; now: Date },
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { day, secondsLeft } = tehranDay(claim.now);
  if (claim.limit === null) return { allowed: true };
  const allowed = await counter.claim({
    reader: claim.reader,
    day,
    kind: claim.kind,
    entityId: claim.entityId,
    limit: claim.limit,
    secondsLeft,
  });
  return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeft };
}

const lastPurges = new WeakMap<Database, number>();

/** Reads of days before yesterday serve no quota; dropped at most once an hour per database. */
async function purgeOldReads(db: Database, at: Date) {
  if (at.getTime() - (lastPurges.get(db) ?? 0) < 60 * 60 * 1000) return;
  lastPurges.set(db, at.getTime());
  const { day: yesterday } = tehranDay(new Date(at.getTime() - 24 * 60 * 60 * 1000));
  await entityReadRepository(db).purgeBefore(yesterday);
}

/**
 * Holds a company or person page read to the caller's daily quota; on refusal replies 429 with
 * `Retry-After` (seconds until Tehran midnight), a message in the caller's language and the gate.
 * Returns whether the read may go on.
 */
export async function enforceEntityReadQuota(
  context: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: { kind: EntityReadKind; entityId: number; now: Date },
): Promise<boolean> {
  await purgeOldReads(context.db, read.now);
  const capability = quotaCapability[read.kind];
  const limit = entitlements[quotaAudience(request.viewer, read.now)][capability];
  const outcome = await claimEntityRead(entityReadCounterOf(context), {
    reader: readerOf(request).reader,
    kind: read.kind,
    entityId: read.entityId,
    limit,
    now: read.now,
  });
  if (outcome.allowed) return true;
  const locale = requestLocale(request);
  const message = gatingMessage(read.kind === 'company' ? 'quota.company' : 'quota.person', locale, {
    limit: new Intl.NumberFormat(locale).format(limit ?? 0),
  });
  // A new account's hint names the package above its own, not the one it already holds.
  const ownLimit = request.viewer ? entitlements[request.viewer.packageType][capability] : limit;
  const gate: CapabilityGate | null = capabilityGate(capability, Math.max(limit ?? 0, ownLimit ?? 0) + 1);
  reply.status(429).header('retry-after', String(outcome.retryAfterSeconds));
  await reply.send({
    ...errorBody('ENTITY_READ_QUOTA', message),
    retryAfterSeconds: outcome.retryAfterSeconds,
    gate,
  });
  return false;
}

/** The 429 body: the common error shape, the wait, and the gate an upgrade hint names. */
export const entityReadQuotaErrorSchema = errorBodySchema.extend({
  retryAfterSeconds: z.number().int(),
  gate: capabilityGateSchema.nullable().describe('The package with a larger quota; null on the largest'),
});
