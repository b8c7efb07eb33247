import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { loadCourseSummaries } from '../course-pages/course-summary-repository.ts';
import { courses, enrolments, lessons, playLogs } from '../courses-tables.ts';
import { lockUntilTransactionEnds } from '../../shared/database/transaction-lock.ts';

/** The SQL of the player's reports, a learner's progress over time and their own courses. */
export function playLogRepository(db: Database) {
  return {
    async lesson(lessonId: number) {
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
      return lesson ?? null;
    },

    /** When the same device last reported on the lesson, or null for its first report. */
    async previousReportAt(userId: string, lessonId: number, deviceId: string): Promise<Date | null> {
      const [previous] = await db
        .select({ loggedAt: playLogs.loggedAt })
        .from(playLogs)
        .where(
          and(eq(playLogs.userId, userId), eq(playLogs.lessonId, lessonId), eq(playLogs.deviceId, deviceId)),
        )
        .orderBy(desc(playLogs.loggedAt), desc(playLogs.id))
        .limit(1);
      return previous?.loggedAt ?? null;
    },

    /** The seconds of the lesson the learner has watched in all their reports so far. */
    async watchedSecondsSoFar(userId: string, lessonId: number): Promise<number> {
      const [watched] = await db
        .select({ value: sql<number>`coalesce(sum(${playLogs.watchedSeconds}), 0)`.mapWith(Number) })
        .from(playLogs)
        .where(and(eq(playLogs.userId, userId), eq(playLogs.lessonId, lessonId)));
      return watched?.value ?? 0;
    },

    /** Per lesson of a course: the last position logged and whether the lesson was ever watched to the end. */
    lessonProgress: (userId: string, courseId: number) =>
      db
        .select({
          lessonId: playLogs.lessonId,
          lastPositionSeconds:
            sql<number>`(array_agg(${playLogs.positionSeconds} order by ${playLogs.loggedAt} desc, ${playLogs.id} desc))[1]`.mapWith(
              Number,
            ),
          watched: sql<boolean>`bool_or(${playLogs.completed})`,
        })
        .from(playLogs)
        .where(and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId)))
        .groupBy(playLogs.lessonId),

    async record(report: typeof playLogs.$inferInsert) {
      await db.insert(playLogs).values(report);
    },

    /**
     * A learner's watching in a course per Tehran day with the share of lessons watched by then; null when the
     * course does not exist.
     */
    async progressOverTime(userId: string, courseId: number) {
      const [lessonCount] = await db
        .select({ value: count() })
        .from(lessons)
        .where(eq(lessons.courseId, courseId));
      if (!lessonCount?.value) return null;
      const tehranDay = sql<string>`to_char(${playLogs.loggedAt} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
      const days = await db
        .select({
          date: tehranDay,
          watchedSeconds: sql<number>`sum(${playLogs.watchedSeconds})`.mapWith(Number),
        })
        .from(playLogs)
        .where(and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId)))
        .groupBy(tehranDay)
        .orderBy(asc(tehranDay));
      const completions = await db
        .select({ lessonId: playLogs.lessonId, date: sql<string>`min(${tehranDay})` })
        .from(playLogs)
        .where(
          and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId), eq(playLogs.completed, true)),
        )
        .groupBy(playLogs.lessonId);
      return days.map((day) => {
        const lessonsCompleted = completions.filter((completion) => completion.date <= day.date).length;
        return {
          date: day.date,
          watchedSeconds: day.watchedSeconds,
          lessonsCompleted,
          progressPercent: Math.round((lessonsCompleted / lessonCount.value) * 100),
        };
      });
    },

    enrolmentsOf: (userId: string) => db.select().from(enrolments).where(eq(enrolments.userId, userId)),

    /** The summaries of the courses the learner is enrolled in. */
    enrolledCourseSummaries: (userId: string, locale: Locale) =>
      loadCourseSummaries(
        db,
        locale,
        sql`${courses.id} in (select course_id from courses.enrolments where user_id = ${userId})`,
      ),

    /** Per course, how many distinct lessons the learner has watched to the end. */
    watchedLessonCounts: (userId: string) =>
      db
        .select({
          courseId: playLogs.courseId,
          value: sql<number>`count(distinct ${playLogs.lessonId})`.mapWith(Number),
        })
        .from(playLogs)
        .where(and(eq(playLogs.userId, userId), eq(playLogs.completed, true)))
        .groupBy(playLogs.courseId),
  };
}

/**
 * Runs `work` in a transaction holding the learner's lock on the lesson, with the repository over it: one
 * learner's reports on one lesson are measured against each other and stored one after the other.
 */
export function inLessonLock<T>(
  db: Database,
  userId: string,
  lessonId: number,
  work: (locked: ReturnType<typeof playLogRepository>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    await lockUntilTransactionEnds(transaction, `play-log:${userId}:${lessonId}`);
    return work(playLogRepository(transaction as unknown as Database));
  });
}
