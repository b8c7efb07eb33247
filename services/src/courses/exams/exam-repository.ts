import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import {
  certificates,
  enrolments,
  examQuestions,
  examResults,
  exams,
  lessons,
  playLogs,
} from '../courses-tables.ts';

export type ExamResultRow = typeof examResults.$inferSelect;

/** The SQL of final exams: questions, attempts and the certificates a pass issues. */
export function examRepository(db: Database) {
  return {
    /** A course's lessons and which of them the learner has watched to the end. */
    async watchedLessons(userId: string, courseId: number) {
      const [all, watched] = await Promise.all([
        db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)),
        db
          .selectDistinct({ lessonId: playLogs.lessonId })
          .from(playLogs)
          .where(
            and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId), eq(playLogs.completed, true)),
          ),
      ]);
      return {
        lessonCount: all.length,
        watchedLessonIds: watched.map((row) => row.lessonId).sort((a, b) => a - b),
      };
    },

    /** The learner's certificate for a course: the first one issued, which later passes reuse. */
    async courseCertificate(userId: string, courseId: number): Promise<string | null> {
      const [certificate] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
        .orderBy(asc(certificates.issuedAt), asc(certificates.id))
        .limit(1);
      return certificate?.code ?? null;
    },

    async examOfCourse(courseId: number) {
      const [exam] = await db.select().from(exams).where(eq(exams.courseId, courseId));
      return exam ?? null;
    },

    questions: (examId: number) =>
      db
        .select()
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId))
        .orderBy(asc(examQuestions.sortOrder)),

    /**
     * The learner's attempt still open (unsubmitted, before its deadline), or a new one. The learner's
     * enrolment row is the lock: two starts at once (a double tap, two tabs) are taken one after the other,
     * so the second finds the first's attempt instead of opening another.
     */
    openOrStartAttempt: (
      attempt: { examId: number; userId: string; startedAt: Date; deadlineAt: Date; questionCount: number },
      courseId: number,
    ) =>
      db.transaction(async (transaction) => {
        await transaction
          .select({ id: enrolments.id })
          .from(enrolments)
          .where(and(eq(enrolments.userId, attempt.userId), eq(enrolments.courseId, courseId)))
          .for('update');
        const [open] = await transaction
          .select()
          .from(examResults)
          .where(
            and(
              eq(examResults.examId, attempt.examId),
              eq(examResults.userId, attempt.userId),
              sql`${examResults.submittedAt} is null`,
              sql`${examResults.deadlineAt} > ${attempt.startedAt}`,
            ),
          );
        if (open) return open;
        const [started] = await transaction.insert(examResults).values(attempt).returning();
        if (!started) throw new Error('an insert returns its row');
        return started;
      }),

    /** The learner's attempt with its exam; another learner's id finds nothing. */
    async attemptWithExam(resultId: number, userId: string) {
      const [attempt] = await db
        .select({ result: examResults, exam: exams })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(and(eq(examResults.id, resultId), eq(examResults.userId, userId)));
      return attempt ?? null;
    },

    /** Closes an attempt only while it is still open, so a second submission racing the first changes nothing. */
    async closeAttempt(
      resultId: number,
      outcome: {
        submittedAt: Date;
        answers: Record<string, number>;
        correctCount: number;
        scorePercent: number;
        passed: boolean;
      },
    ): Promise<ExamResultRow | null> {
      const [closed] = await db
        .update(examResults)
        .set(outcome)
        .where(and(eq(examResults.id, resultId), sql`${examResults.submittedAt} is null`))
        .returning();
      return closed ?? null;
    },

    async issueCertificate(certificate: typeof certificates.$inferInsert) {
      await db.insert(certificates).values(certificate);
    },

    /** Keeps the name the learner gave on their enrolment, for the course's certificate and any later one. */
    async setLearnerName(userId: string, courseId: number, learnerName: string) {
      await db
        .update(enrolments)
        .set({ learnerName })
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
    },

    /** The learner's attempts at a course's exam, newest first. */
    async attemptsAtCourse(userId: string, courseId: number): Promise<ExamResultRow[]> {
      const rows = await db
        .select({ result: examResults })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(and(eq(exams.courseId, courseId), eq(examResults.userId, userId)))
        .orderBy(desc(examResults.startedAt), desc(examResults.id));
      return rows.map((row) => row.result);
    },
  };
}
