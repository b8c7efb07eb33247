import { and, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { forgetCourse } from '../course-pages/course-page-cache.ts';
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

    /** The lesson, if it is one of the course's, with what deciding who may use it needs. */
    async lessonOfCourse(lessonId: number, courseId: number) {
      const [lesson] = await db
        .select({ id: lessons.id, courseId: lessons.courseId, isFreePreview: lessons.isFreePreview })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
      return lesson ?? null;
    },

    /** The name the learner enrolled in the course under, or null when they are not enrolled. */
    async enrolledName(userId: string, courseId: number): Promise<string | null> {
      const [enrolment] = await db
        .select({ learnerName: enrolments.learnerName })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return enrolment?.learnerName ?? null;
    },

    /** null when the comment is a review and the learner already has one (the one-review index decides). */
    async addComment(comment: typeof comments.$inferInsert) {
      const [added] = await db.insert(comments).values(comment).onConflictDoNothing().returning();
      if (added) forgetCourse(db, added.courseId);
      return added ?? null;
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
