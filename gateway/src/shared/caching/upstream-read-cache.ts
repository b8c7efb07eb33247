import { createHash } from 'node:crypto';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { toGlobalId } from '../relay/global-id.ts';
import type { UpstreamName } from '../upstream/upstream-types.ts';
import { everyCopyOf, sharedReads } from './shared-reads.ts';

/** A successful upstream answer as the cache holds it: its JSON text, so no request can change another's copy. */
interface CachedRead {
  data: { json: string };
}

/** One GET about to be sent: what decides whether, and under which key, its answer is shared. */
export interface UpstreamRead {
  upstream: UpstreamName;
  pathTemplate: string;
  /** The path with its query string: the upstream's whole question. */
  target: string;
  query: Readonly<Record<string, unknown>>;
  locale: string;
  /** The caller's access token; null for a visitor or a call sent without it. */
  accessToken: string | null;
}

/** The fields by which a write's body or answer names what it changes, and the type each names. */
const namingFields = { companyId: 'Company', courseId: 'Course' } as const;

/** The companies and courses a write's body or answer names (its `companyId`, its `courseId`), as cache entities. */
function entitiesNamedIn(value: unknown): { typename: string; id: string }[] {
  return Object.entries(namingFields).flatMap(([field, typename]) => {
    const id = (value as Record<string, unknown> | null)?.[field];
    return typeof id === 'number' && Number.isInteger(id) && id > 0
      ? [{ typename, id: toGlobalId(typename, id) }]
      : [];
  });
}

type SentRead = { ok: true; status: number; body: unknown } | { ok: false };

/**
 * Shared reads about companies (summaries, verified flags, own pages, a visitor's follow state, page
 * certificates; see `companies` in shared-reads.ts), cached one upstream call at a time, so a page whose
 * whole answer cannot be shared (a company page: its details are counted against the reader's quota)
 * still sends only its own reads upstream. Kept in the response cache's store (this process's memory,
 * or Redis), per language and audience (visitor, or the package the token carries), tagged with the
 * companies it is about, so the mutation that returns a company forgets its reads with its answers.
 */
export class UpstreamReadCache {
  /** Raised by every invalidation: an answer fetched while one ran may be older than it, so it is not stored. */
  #invalidations = 0;

  /** The store for the response cache too: its invalidations reach the cached reads. */
  readonly responses: Cache;

  constructor(
    private readonly store: Cache,
    /** The audience a token names (`package:…`), null when it does not verify. */
    private readonly audienceOfToken: (accessToken: string) => Promise<string | null>,
    private readonly logError: (error: unknown) => void,
    /** Told whether each cacheable read was found (the gateway's metrics). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {
    this.responses = {
      get: (key) => store.get(key),
      set: (...args) => store.set(...args),
      invalidate: (entities) => {
        this.#invalidations++;
        return store.invalidate(entities);
      },
    };
  }

  /** The cached answer of a cacheable read, else `send()`'s, stored when it succeeded. */
  async read<Result extends SentRead>(read: UpstreamRead, send: () => Promise<Result>): Promise<Result> {
    const shared = sharedReads[read.upstream]?.[read.pathTemplate];
    if (!shared?.companies) return send();
    const audience = await this.#audienceOf(read.accessToken, shared.audience);
    if (audience === null) return send();
    const key =
      'rasad:gateway:upstream:' +
      createHash('sha256')
        .update(JSON.stringify([read.upstream, read.target, read.locale, audience]))
        .digest('base64url');
    const cached = (await Promise.resolve(this.store.get(key)).catch((error: unknown) => {
      this.logError(error);
      return undefined;
    })) as CachedRead | null | undefined;
    this.onLookup?.(Boolean(cached));
    if (cached) return { ok: true, status: 200, body: JSON.parse(cached.data.json) } as Result;
    const invalidationsBefore = this.#invalidations;
    const result = await send();
    if (result.ok && invalidationsBefore === this.#invalidations) {
      const entities = [
        ...shared
          .companies(read.query)
          .filter((id) => Number.isInteger(id) && id > 0)
          .map((id) => ({ typename: 'Company', id: toGlobalId('Company', id) })),
        { typename: everyCopyOf(read.upstream, read.pathTemplate) },
      ];
      const entry: CachedRead = { data: { json: JSON.stringify(result.body) } };
      // Not awaited: the caller has its answer; an unreachable Redis only means the next read goes upstream.
      Promise.resolve(this.store.set(key, entry, entities, shared.maxAgeMs)).catch(this.logError);
    }
    return result;
  }

  /**
   * After a successful write: forgets the cached reads it changes. The company or course it names (a `companyId` or
   * `courseId` in what it sent or in its answer: a verification, a manager's edit, a follow, a review) loses its
   * cached reads and every answer showing it, whatever the mutation's own answer asks for, since a client may ask for
   * its `userErrors` alone; the reads it changes without naming one (`forgottenAfter` in shared-reads.ts) lose every
   * cached copy.
   */
  async forgetAfterWrite(
    upstream: UpstreamName,
    writePath: string,
    sent: unknown,
    answer: unknown,
  ): Promise<void> {
    const reads = Object.entries(sharedReads[upstream] ?? {})
      .filter(([, shared]) => shared.forgottenAfter?.includes(writePath))
      .map(([pathTemplate]) => ({ typename: everyCopyOf(upstream, pathTemplate) }));
    const named = new Map(
      [...entitiesNamedIn(sent), ...entitiesNamedIn(answer)].map((entity) => [entity.id, entity]),
    );
    const forgotten = [...reads, ...named.values()];
    if (forgotten.length > 0)
      await Promise.resolve(this.responses.invalidate(forgotten)).catch(this.logError);
  }

  async #audienceOf(accessToken: string | null, shared: 'tier' | 'visitors'): Promise<string | null> {
    if (accessToken === null) return 'visitor';
    if (shared === 'visitors') return null;
    return this.audienceOfToken(accessToken);
  }
}
