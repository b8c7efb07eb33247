import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { courses } from '../courses-tables.ts';
import { invoiceBuyers, orders, type BuyerKind } from './commerce-tables.ts';

export type InvoiceBuyer = typeof invoiceBuyers.$inferInsert;

/** The SQL the checkout routes read and write directly; orders move through `order-lifecycle.ts`. */
export function commerceRepository(db: Database) {
  return {
    /** Whether a paid order's invoice buyer is a person or a company; null before the details are given. */
    async buyerKindOf(orderId: string): Promise<BuyerKind | null> {
      const [buyer] = await db
        .select({ kind: invoiceBuyers.kind })
        .from(invoiceBuyers)
        .where(eq(invoiceBuyers.orderId, orderId));
      return buyer?.kind ?? null;
    },

    async invoiceBuyer(orderId: string) {
      const [buyer] = await db.select().from(invoiceBuyers).where(eq(invoiceBuyers.orderId, orderId));
      return buyer ?? null;
    },

    /** Stores a paid order's invoice buyer, replacing details given before. */
    async saveInvoiceBuyer(buyer: InvoiceBuyer) {
      await db
        .insert(invoiceBuyers)
        .values(buyer)
        .onConflictDoUpdate({ target: invoiceBuyers.orderId, set: buyer });
    },

    /** The user's orders, newest first. */
    ordersOf: (userId: string) =>
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number)),

    async course(courseId: number) {
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      return course ?? null;
    },
  };
}
