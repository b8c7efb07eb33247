import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { courses, enrolments, userQuestionAnswers, userQuestions } from '../courses-tables.ts';

export type ForumQuestionRow = typeof userQuestions.$inferSelect;

/** The SQL of the community forum: published questions with their course and answer count, and answers. */
export function forumRepository(db: Database) {
  /** Questions with their course's title in one language and how many answers each has. */
  const summaries = (english: boolean, where: SQL | undefined) => {
    const answerCounts = db
      .select({ questionId: userQuestionAnswers.questionId, value: count().as('answer_count') })
      .from(userQuestionAnswers)
      .groupBy(userQuestionAnswers.questionId)
      .as('answer_counts');
    return db
      .select({
        question: userQuestions,
        courseTitle: english ? courses.titleEn : courses.titleFa,
        answerCount: answerCounts.value,
      })
      .from(userQuestions)
      .leftJoin(courses, eq(courses.id, userQuestions.courseId))
      .leftJoin(answerCounts, eq(answerCounts.questionId, userQuestions.id))
      .where(where);
  };
  const published = eq(userQuestions.published, true);

  return {
    /** A page of published questions, newest first, with the count of all of them. */
    async publishedPage(english: boolean, page: { offset: number; limit: number }) {
      const rows = await summaries(english, published)
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ value: count() }).from(userQuestions).where(published);
      return { rows, totalCount: total?.value ?? 0 };
    },

    /** A published question (one to the teacher that the learner did not publish is not on the forum). */
    async publishedQuestion(english: boolean, id: number) {
      const [row] = await summaries(english, and(eq(userQuestions.id, id), published));
      return row ?? null;
    },

    async publishedQuestionExists(id: number): Promise<boolean> {
      const [question] = await db
        .select({ id: userQuestions.id })
        .from(userQuestions)
        .where(and(eq(userQuestions.id, id), published));
      return question !== undefined;
    },

    /** A page of a question's answers, oldest first. */
    answers: (questionId: number, page: { offset: number; limit: number }) =>
      db
        .select()
        .from(userQuestionAnswers)
        .where(eq(userQuestionAnswers.questionId, questionId))
        .orderBy(asc(userQuestionAnswers.createdAt), asc(userQuestionAnswers.id))
        .offset(page.offset)
        .limit(page.limit),

    async courseExists(courseId: number): Promise<boolean> {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return course !== undefined;
    },

    /** The name the user enrolled under in any course, or '' when they never enrolled. */
    async enrolledName(userId: string): Promise<string> {
      const [enrolment] = await db
        .select({ learnerName: enrolments.learnerName })
        .from(enrolments)
        .where(eq(enrolments.userId, userId))
        .limit(1);
      return enrolment?.learnerName ?? '';
    },

    async ask(question: typeof userQuestions.$inferInsert) {
      const [asked] = await db
        .insert(userQuestions)
        .values(question)
        .returning({ id: userQuestions.id, createdAt: userQuestions.createdAt });
      if (!asked) throw new Error('an insert returns its row');
      return asked;
    },

    async answer(answer: typeof userQuestionAnswers.$inferInsert) {
      const [added] = await db.insert(userQuestionAnswers).values(answer).returning();
      if (!added) throw new Error('an insert returns its row');
      return added;
    },
  };
}
