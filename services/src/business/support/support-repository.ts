import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { contactMessages, holidays } from '../business-tables.ts';

/** The SQL of support: official holidays and the messages people send. */
export function supportRepository(db: Database) {
  return {
    /** Holidays from `fromDate` to `toDate` (YYYY-MM-DD, both included), in both languages. */
    holidaysBetween: (fromDate: string, toDate: string) =>
      db
        .select({ date: holidays.date, titleFa: holidays.titleFa, titleEn: holidays.titleEn })
        .from(holidays)
        .where(and(gte(holidays.date, fromDate), lte(holidays.date, toDate))),

    /** Stores a message; the database gives it its reference number. */
    async recordContactMessage(message: typeof contactMessages.$inferInsert) {
      const [stored] = await db.insert(contactMessages).values(message).returning({
        referenceNumber: contactMessages.referenceNumber,
        receivedAt: contactMessages.receivedAt,
      });
      if (!stored) throw new Error('contact message was not stored');
      return stored;
    },

    /** The message behind a reference number, or undefined. */
    async contactMessage(referenceNumber: string) {
      const [message] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.referenceNumber, referenceNumber));
      return message;
    },
  };
}
