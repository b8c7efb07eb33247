import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { courses, lessons, teachers, userQuestionAnswers, userQuestions } from '../courses-tables.ts';

export type LessonQuestionRow = typeof userQuestions.$inferSelect;

/** The SQL of learners' questions to a course's teacher and the teacher's answers. */
export function lessonQuestionRepository(db: Database) {
  return {
    /** The courses (titles and teacher names in one language) the questions are on. */
    coursesWithTeacher: (courseIds: number[], english: boolean) =>
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: courses.id,
              title: english ? courses.titleEn : courses.titleFa,
              teacherName: english ? teachers.fullNameEn : teachers.fullNameFa,
            })
            .from(courses)
            .innerJoin(teachers, eq(teachers.id, courses.teacherId))
            .where(inArray(courses.id, courseIds)),

    lessonTitles: (lessonIds: number[], english: boolean) =>
      lessonIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: lessons.id, title: english ? lessons.titleEn : lessons.titleFa })
            .from(lessons)
            .where(inArray(lessons.id, lessonIds)),

    /** The teachers' answers to the questions, oldest first. */
    teacherAnswers: (questionIds: number[]) =>
      db
        .select()
        .from(userQuestionAnswers)
        .where(
          and(inArray(userQuestionAnswers.questionId, questionIds), eq(userQuestionAnswers.byTeacher, true)),
        )
        .orderBy(asc(userQuestionAnswers.createdAt)),

    /** The courses the user teaches (none for a learner). */
    async taughtCourseIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(eq(teachers.userId, userId));
      return rows.map((course) => course.id);
    },

    /** The user's own questions on a lesson, newest first. */
    askedOnLesson: (userId: string, lessonId: number) =>
      db
        .select()
        .from(userQuestions)
        .where(and(eq(userQuestions.userId, userId), eq(userQuestions.lessonId, lessonId)))
        .orderBy(desc(userQuestions.createdAt), desc(userQuestions.id)),

    /** A page of the questions on the courses, unanswered first, then newest, with the counts of all. */
    async onCourses(courseIds: number[], page: { offset: number; limit: number }) {
      const answered = sql<boolean>`exists (select 1 from ${userQuestionAnswers} where ${userQuestionAnswers.questionId} = ${userQuestions.id} and ${userQuestionAnswers.byTeacher})`;
      const onTheCourses = inArray(userQuestions.courseId, courseIds);
      const [rows, [total], [unanswered]] = await Promise.all([
        db
          .select()
          .from(userQuestions)
          .where(onTheCourses)
          .orderBy(asc(answered), desc(userQuestions.createdAt), desc(userQuestions.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(userQuestions).where(onTheCourses),
        db
          .select({ value: count() })
          .from(userQuestions)
          .where(and(onTheCourses, sql`not ${answered}`)),
      ]);
      return { rows, totalCount: total?.value ?? 0, unansweredCount: unanswered?.value ?? 0 };
    },

    async question(id: number): Promise<LessonQuestionRow | null> {
      const [question] = await db.select().from(userQuestions).where(eq(userQuestions.id, id));
      return question ?? null;
    },

    /** The Persian name of the user as the teacher of the course, or null when they do not teach it. */
    async teacherNameOn(courseId: number | null, userId: string): Promise<string | null> {
      const [teacher] = await db
        .select({ fullNameFa: teachers.fullNameFa })
        .from(courses)
        .innerJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(and(eq(courses.id, courseId ?? -1), eq(teachers.userId, userId)));
      return teacher?.fullNameFa ?? null;
    },

    /**
     * Adds the teacher's answer; false when the question already has one (a partial unique index keeps one
     * answer per question from its teacher, so a replayed or double-clicked answer adds nothing).
     */
    async addTeacherAnswer(answer: {
      questionId: number;
      userId: string;
      authorName: string;
      body: string;
      createdAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(userQuestionAnswers)
        .values({ ...answer, byTeacher: true })
        .onConflictDoNothing()
        .returning({ id: userQuestionAnswers.id });
      return inserted.length > 0;
    },
  };
}
