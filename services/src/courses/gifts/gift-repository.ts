import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { commerceRepository, type EnrolmentGrant } from '../commerce/commerce-repository.ts';
import { courses, giftCodes } from '../courses-tables.ts';

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

    /**
     * Enrols the learner for `days`, or extends a running enrolment by them from its end: one upsert, so a
     * gift redeemed while another grant for the course lands (a second gift, a credit, a purchase) adds its
     * days instead of failing on the enrolment's key or overwriting the other's end.
     */
    enrolOrExtend: (grant: EnrolmentGrant, days: number, now: Date) =>
      commerceRepository(db).enrolOrExtend(grant, days, now),
  };
}
