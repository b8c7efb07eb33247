import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import {
  comments,
  courses,
  courseSuggestions,
  enrolments,
  lessons,
  userQuestions,
} from '../courses-tables.ts';

/** The SQL of comments and reviews, learners' questions and course suggestions. */
export function feedbackRepository(db: Database) {
  return {
    async courseExists(courseId: number): Promise<boolean> {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return course !== undefined;
    },

    async lessonOfCourseExists(lessonId: number, courseId: number): Promise<boolean> {
      const [lesson] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
      return lesson !== undefined;
    },

    /** The name the learner enrolled in the course under, or null when they are not enrolled. */
    async enrolledName(userId: string, courseId: number): Promise<string | null> {
      const [enrolment] = await db
        .select({ learnerName: enrolments.learnerName })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return enrolment?.learnerName ?? null;
    },

    /** Whether the user has already left a review (a comment with a score) on the course. */
    async hasReviewed(userId: string, courseId: number): Promise<boolean> {
      const [earlier] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.userId, userId), eq(comments.courseId, courseId), isNotNull(comments.score)));
      return earlier !== undefined;
    },

    async addComment(comment: typeof comments.$inferInsert) {
      const [added] = await db.insert(comments).values(comment).returning();
      if (!added) throw new Error('an insert returns its row');
      return added;
    },

    async addQuestion(question: typeof userQuestions.$inferInsert) {
      const [added] = await db
        .insert(userQuestions)
        .values(question)
        .returning({ id: userQuestions.id, createdAt: userQuestions.createdAt });
      if (!added) throw new Error('an insert returns its row');
      return added;
    },

    async addSuggestion(suggestion: typeof courseSuggestions.$inferInsert) {
      const [added] = await db
        .insert(courseSuggestions)
        .values(suggestion)
        .returning({ id: courseSuggestions.id, createdAt: courseSuggestions.createdAt });
      if (!added) throw new Error('an insert returns its row');
      return added;
    },
  };
}
