import { eq } from 'drizzle-orm';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import { companyPackageGrants } from '../accounts-tables.ts';

/** The SQL of the packages company administrators lend their users. */
export function companyPackageGrantRepository(db: Database) {
  return {
    /** Lends the package to the user, in place of any earlier loan. */
    async lend(grant: { userId: string; packageType: PackageType; grantedBy: string; at: Date }) {
      const { userId, packageType, grantedBy, at } = grant;
      await db
        .insert(companyPackageGrants)
        .values({ userId, packageType, grantedBy, updatedAt: at })
        .onConflictDoUpdate({
          target: companyPackageGrants.userId,
          set: { packageType, grantedBy, updatedAt: at },
        });
    },

    async withdraw(userId: string): Promise<void> {
      await db.delete(companyPackageGrants).where(eq(companyPackageGrants.userId, userId));
    },
  };
}
