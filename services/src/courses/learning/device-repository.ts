import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { enrolmentDevices, enrolments } from '../courses-tables.ts';

export type EnrolmentRow = typeof enrolments.$inferSelect;

/** The SQL of the devices a learner watches a course on, and freeing one of them. */
export function deviceRepository(db: Database) {
  const device = (enrolmentId: number, deviceId: string) =>
    and(eq(enrolmentDevices.enrolmentId, enrolmentId), eq(enrolmentDevices.deviceId, deviceId));
  return {
    async enrolmentOf(userId: string, courseId: number): Promise<EnrolmentRow | null> {
      const [enrolment] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return enrolment ?? null;
    },

    async enrolment(id: number): Promise<EnrolmentRow | null> {
      const [enrolment] = await db.select().from(enrolments).where(eq(enrolments.id, id));
      return enrolment ?? null;
    },

    devices: (enrolmentId: number) =>
      db
        .select()
        .from(enrolmentDevices)
        .where(eq(enrolmentDevices.enrolmentId, enrolmentId))
        .orderBy(asc(enrolmentDevices.firstSeenAt), asc(enrolmentDevices.deviceId)),

    async isKnown(enrolmentId: number, deviceId: string): Promise<boolean> {
      const [known] = await db
        .select({ deviceId: enrolmentDevices.deviceId })
        .from(enrolmentDevices)
        .where(device(enrolmentId, deviceId));
      return known !== undefined;
    },

    async deviceCount(enrolmentId: number): Promise<number> {
      const [devices] = await db
        .select({ value: count() })
        .from(enrolmentDevices)
        .where(eq(enrolmentDevices.enrolmentId, enrolmentId));
      return devices?.value ?? 0;
    },

    /**
     * Registers a new device while fewer than `deviceLimit` are registered; false when the limit refuses it.
     * The enrolment's row is the lock: new devices arriving at once are counted one after the other, so a
     * burst cannot slip past the limit.
     */
    registerWithinLimit: (enrolmentId: number, deviceId: string, deviceLimit: number, now: Date) =>
      db.transaction(async (transaction) => {
        await transaction
          .select({ id: enrolments.id })
          .from(enrolments)
          .where(eq(enrolments.id, enrolmentId))
          .for('update');
        const registered = await transaction
          .select({ deviceId: enrolmentDevices.deviceId })
          .from(enrolmentDevices)
          .where(eq(enrolmentDevices.enrolmentId, enrolmentId));
        if (registered.some((known) => known.deviceId === deviceId)) return true;
        if (registered.length >= deviceLimit) return false;
        await transaction.insert(enrolmentDevices).values({ enrolmentId, deviceId, firstSeenAt: now });
        return true;
      }),

    /**
     * Frees the device unless the enrolment freed one since `releasedBefore`; false when it did. This week's
     * release is claimed first, in the same transaction, so two requests at once free one device, not two.
     */
    release: (enrolmentId: number, deviceId: string, now: Date, releasedBefore: Date) =>
      db.transaction(async (transaction) => {
        const [claimed] = await transaction
          .update(enrolments)
          .set({ deviceReleasedAt: now })
          .where(
            and(
              eq(enrolments.id, enrolmentId),
              or(isNull(enrolments.deviceReleasedAt), lte(enrolments.deviceReleasedAt, releasedBefore)),
            ),
          )
          .returning({ id: enrolments.id });
        if (!claimed) return false;
        await transaction.delete(enrolmentDevices).where(device(enrolmentId, deviceId));
        return true;
      }),
  };
}
