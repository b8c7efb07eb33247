import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { courses, enrolments, giftCodes } from '../courses-tables.ts';

/** The SQL of gift codes and the enrolments they give. */
export function giftRepository(db: Database) {
  return {
    /** A gift code with its course, or null for an unknown code. */
    async find(code: string) {
      const [row] = await db
        .select({ gift: giftCodes, course: courses })
        .from(giftCodes)
        .innerJoin(courses, eq(courses.id, giftCodes.courseId))
        .where(eq(giftCodes.code, code));
      return row ?? null;
    },

    /** Claims the gift only while unused, so two learners racing for one code cannot both have it. */
    async claim(giftId: number, userId: string, now: Date): Promise<boolean> {
      const [claimed] = await db
        .update(giftCodes)
        .set({ redeemedBy: userId, redeemedAt: now })
        .where(and(eq(giftCodes.id, giftId), isNull(giftCodes.redeemedBy)))
        .returning({ id: giftCodes.id });
      return claimed !== undefined;
    },

    async enrolment(userId: string, courseId: number) {
      const [existing] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return existing ?? null;
    },

    async extendEnrolment(enrolmentId: number, expiresAt: Date) {
      await db.update(enrolments).set({ expiresAt }).where(eq(enrolments.id, enrolmentId));
    },

    async enrol(enrolment: typeof enrolments.$inferInsert) {
      await db.insert(enrolments).values(enrolment);
    },
  };
}
