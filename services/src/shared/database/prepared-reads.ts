import type { Database } from './open-database.ts';

export interface PreparedReadsOptions {
  /** How long a prepared answer is served: what another process writes (a bulk import) shows within it. */
  maxAgeMs: number;
  /** Past this many answers the store starts again empty: keys are the callers' to vary. */
  maximumEntries: number;
}

interface Store<Answer> {
  answers: Map<string, { answer: Answer; expiresAt: number; subject: number }>;
  /** Counts the forgets: an answer whose reads began before one is not kept (its reads may predate the write). */
  forgets: number;
}

/**
 * Answers of a hot read (a page read far more often than what it shows changes, and built from many queries),
 * kept per database for a few seconds under a key, each about one subject (a company, a course): the service's own
 * writes forget a subject's answers at once.
 */
export function preparedReads<Answer>(options: PreparedReadsOptions) {
  const stores = new WeakMap<Database, Store<Answer>>();
  const storeOf = (db: Database) => {
    let store = stores.get(db);
    if (!store) {
      store = { answers: new Map(), forgets: 0 };
      stores.set(db, store);
    }
    return store;
  };
  return {
    get(db: Database, key: string, nowMs: number): Answer | undefined {
      const { answers } = storeOf(db);
      const entry = answers.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > nowMs) return entry.answer;
      answers.delete(key);
      return undefined;
    },
    /** What `remember` is given as `readsBegan`: taken before the answer's first read. */
    readsBegin(db: Database): number {
      return storeOf(db).forgets;
    },
    remember(db: Database, subject: number, key: string, answer: Answer, nowMs: number, readsBegan: number) {
      const store = storeOf(db);
      if (store.forgets !== readsBegan) return;
      if (store.answers.size >= options.maximumEntries) store.answers.clear();
      store.answers.set(key, { answer, expiresAt: nowMs + options.maxAgeMs, subject });
    },
    /**
     * The answer under `key`, prepared by `read` when there is none fresh (and kept when it found something): the
     * usual way to use the store, for a read that needs nothing between the lookup and the reads.
     */
    async prepare(
      db: Database,
      subject: number,
      key: string,
      nowMs: number,
      read: () => Promise<Answer | null>,
    ): Promise<Answer | null> {
      const prepared = this.get(db, key, nowMs);
      if (prepared !== undefined) return prepared;
      const readsBegan = this.readsBegin(db);
      const answer = await read();
      if (answer !== null) this.remember(db, subject, key, answer, nowMs, readsBegan);
      return answer;
    },
    /** After a write that changes what the subject's answers show. */
    forget(db: Database, subject: number) {
      const store = storeOf(db);
      store.forgets += 1;
      for (const [key, entry] of store.answers) if (entry.subject === subject) store.answers.delete(key);
    },
  };
}
