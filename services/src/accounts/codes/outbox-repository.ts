import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { outboxMessages } from '../accounts-tables.ts';
import type { OutgoingMessage } from './message-channels.ts';

/** The SQL of the message outbox: messages kept, marked delivered, and read back by recipient. */
export function outboxRepository(db: Database) {
  return {
    /** Keeps a message; its outbox id. */
    async add(message: OutgoingMessage, now: Date): Promise<number | null> {
      const [stored] = await db
        .insert(outboxMessages)
        .values({ ...message, createdAt: now })
        .returning({ id: outboxMessages.id });
      return stored?.id ?? null;
    },

    async markDelivered(id: number): Promise<void> {
      await db.update(outboxMessages).set({ delivered: true }).where(eq(outboxMessages.id, id));
    },

    /** The latest messages to one recipient, newest first. */
    latestTo: (recipient: string, limit: number) =>
      db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(limit),
  };
}
