import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { isUniqueViolation } from '../../shared/database/unique-violation.ts';
import { companies, companyListItems, companyLists } from '../business-data-tables.ts';

export type CompanyListRow = typeof companyLists.$inferSelect;

/** The SQL of users' named company lists and of the companies they export. */
export function companyListRepository(db: Database) {
  return {
    /** The columns of the CSV export of these companies, in no particular order. */
    exportRows: (companyIds: readonly number[]) =>
      db
        .select({
          id: companies.id,
          name: companies.name,
          nationalId: companies.nationalId,
          registrationNumber: companies.registrationNumber,
          registrationDate: companies.registrationDate,
          legalForm: companies.legalForm,
          status: companies.status,
          capitalRials: companies.capitalRials,
          phone: companies.phone,
          address: companies.address,
        })
        .from(companies)
        .where(inArray(companies.id, [...companyIds])),

    /** The user's lists, oldest first. */
    listsOf: (userId: string) =>
      db
        .select()
        .from(companyLists)
        .where(eq(companyLists.userId, userId))
        .orderBy(asc(companyLists.createdAt), asc(companyLists.id)),

    /** The list when the user owns it. */
    async owned(userId: string, listId: number): Promise<CompanyListRow | null> {
      const [list] = await db
        .select()
        .from(companyLists)
        .where(and(eq(companyLists.id, listId), eq(companyLists.userId, userId)));
      return list ?? null;
    },

    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(companyLists)
        .where(eq(companyLists.userId, userId));
      return row?.value ?? 0;
    },

    /** null when the user already has a list of that name. */
    async create(userId: string, name: string, createdAt: Date): Promise<CompanyListRow | null> {
      const [created] = await db
        .insert(companyLists)
        .values({ userId, name, createdAt })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    },

    /** The id of the user's list with this name, if any. */
    async idNamed(userId: string, name: string): Promise<number | null> {
      const [row] = await db
        .select({ id: companyLists.id })
        .from(companyLists)
        .where(and(eq(companyLists.userId, userId), eq(companyLists.name, name)));
      return row?.id ?? null;
    },

    /** 'NAME_TAKEN' when another of the user's lists has the name. */
    async rename(listId: number, name: string): Promise<CompanyListRow | null | 'NAME_TAKEN'> {
      try {
        const [renamed] = await db
          .update(companyLists)
          .set({ name })
          .where(eq(companyLists.id, listId))
          .returning();
        return renamed ?? null;
      } catch (error) {
        // Two lists renamed to one name at once both pass the route's check: the unique index refuses one.
        if (isUniqueViolation(error)) return 'NAME_TAKEN';
        throw error;
      }
    },

    async remove(listId: number) {
      await db.delete(companyLists).where(eq(companyLists.id, listId));
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    /** The list's companies in the order they were added. */
    async companyIdsOf(listId: number): Promise<number[]> {
      const items = await db
        .select({ companyId: companyListItems.companyId })
        .from(companyListItems)
        .where(eq(companyListItems.listId, listId))
        .orderBy(asc(companyListItems.addedAt));
      return items.map((item) => item.companyId);
    },

    async itemCount(listId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(companyListItems)
        .where(eq(companyListItems.listId, listId));
      return row?.value ?? 0;
    },

    /** Adding a company twice keeps one entry. */
    async addCompany(listId: number, companyId: number, addedAt: Date) {
      await db.insert(companyListItems).values({ listId, companyId, addedAt }).onConflictDoNothing();
    },

    /** Adds the companies in their order; how many were not in the list yet. */
    async addCompanies(listId: number, companyIds: number[], startingAt: Date): Promise<number> {
      if (companyIds.length === 0) return 0;
      const added = await db
        .insert(companyListItems)
        .values(
          companyIds.map((companyId, index) => ({
            listId,
            companyId,
            // One millisecond apart, so the list keeps the given order.
            addedAt: new Date(startingAt.getTime() + index),
          })),
        )
        .onConflictDoNothing()
        .returning({ companyId: companyListItems.companyId });
      return added.length;
    },

    async removeCompany(listId: number, companyId: number) {
      await db
        .delete(companyListItems)
        .where(and(eq(companyListItems.listId, listId), eq(companyListItems.companyId, companyId)));
    },
  };
}
