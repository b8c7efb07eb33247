import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { certificates, courses, teachers } from '../courses-tables.ts';

/** The SQL of certificate lookups: a learner's own list and verification by code. */
export function certificateRepository(db: Database) {
  return {
    codesOf: (userId: string) =>
      db
        .select({ code: certificates.code })
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id)),

    /** A certificate with its course and the course's teacher, or null for an unknown code. */
    async byCode(code: string) {
      const [row] = await db
        .select({ certificate: certificates, course: courses, teacher: teachers })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .innerJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(eq(certificates.code, code));
      return row ?? null;
    },
  };
}
