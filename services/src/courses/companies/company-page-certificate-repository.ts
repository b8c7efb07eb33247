import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { certificates, courses } from '../courses-tables.ts';
import { companyAccounts, companyPageCertificates, companyUsers } from './company-admin-tables.ts';

/** The user's certificates, newest first, each with whether it is shown on their company's page. */
export async function certificatesWithPageChoice(db: Database, userId: string) {
  return db
    .select({
      code: certificates.code,
      courseTitleFa: courses.titleFa,
      courseTitleEn: courses.titleEn,
      issuedAt: certificates.issuedAt,
      shownSince: companyPageCertificates.shownAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(companyPageCertificates, eq(companyPageCertificates.certificateId, certificates.id))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/**
 * Shows or stops showing one of the user's certificates on their company account's page. Showing twice keeps
 * the first time; false when the certificate is not the user's.
 */
export async function setCertificateShown(
  db: Database,
  input: { userId: string; code: string; companyAccountId: number; shown: boolean; now: Date },
): Promise<boolean> {
  const [certificate] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.code, input.code), eq(certificates.userId, input.userId)));
  if (!certificate) return false;
  if (input.shown) {
    await db
      .insert(companyPageCertificates)
      .values({ certificateId: certificate.id, companyAccountId: input.companyAccountId, shownAt: input.now })
      .onConflictDoUpdate({
        target: companyPageCertificates.certificateId,
        set: { companyAccountId: input.companyAccountId },
      });
  } else {
    await db.delete(companyPageCertificates).where(eq(companyPageCertificates.certificateId, certificate.id));
  }
  return true;
}

/**
 * Certificates shown on a company's page: chosen by users of the company accounts these administrators run,
 * while each is still an active user of that account; newest first.
 */
export async function certificatesShownBy(
  db: Database,
  administratorUserIds: readonly string[],
  limit: number,
) {
  if (administratorUserIds.length === 0) return [];
  return db
    .select({
      code: certificates.code,
      learnerName: companyUsers.fullName,
      courseTitleFa: courses.titleFa,
      courseTitleEn: courses.titleEn,
      issuedAt: certificates.issuedAt,
    })
    .from(companyPageCertificates)
    .innerJoin(certificates, eq(certificates.id, companyPageCertificates.certificateId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(companyAccounts, eq(companyAccounts.id, companyPageCertificates.companyAccountId))
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyAccountId, companyPageCertificates.companyAccountId),
        eq(companyUsers.userId, certificates.userId),
        eq(companyUsers.isActive, true),
      ),
    )
    .where(inArray(companyAccounts.administratorUserId, [...administratorUserIds]))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(limit);
}
