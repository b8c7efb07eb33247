import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import {
  comments,
  courses,
  exams,
  examQuestions,
  lessons,
  qualifications,
  sections,
  teachers,
} from '../courses-tables.ts';
import type { CourseSummary } from './course-summaries.ts';
import { loadCourseSummaries } from './course-summary-repository.ts';

export type CoursePageParts = Awaited<ReturnType<ReturnType<typeof courseDetailRepository>['pageParts']>>;

/** The SQL of the course page: the course's summary and everything the page shows around it. */
export function courseDetailRepository(db: Database) {
  return {
    async summary(locale: Locale, courseId: number): Promise<CourseSummary | null> {
      const [summary] = await loadCourseSummaries(db, locale, eq(courses.id, courseId), 1);
      return summary ?? null;
    },

    /** The course's teacher, qualification, sections and lessons in order, newest 50 comments and exam. */
    async pageParts(summary: CourseSummary) {
      const courseId = summary.id;
      const [teacherRows, qualificationRows, sectionRows, lessonRows, commentRows, examRows] =
        await Promise.all([
          db.select().from(teachers).where(eq(teachers.id, summary.teacher.id)),
          summary.qualificationId === null
            ? []
            : db.select().from(qualifications).where(eq(qualifications.id, summary.qualificationId)),
          db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.sortOrder)),
          db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sortOrder)),
          db
            .select()
            .from(comments)
            .where(eq(comments.courseId, courseId))
            .orderBy(desc(comments.createdAt), desc(comments.id))
            .limit(50),
          db
            .select({
              id: exams.id,
              timeLimitSeconds: exams.timeLimitSeconds,
              passPercent: exams.passPercent,
              questionCount: count(examQuestions.id),
            })
            .from(exams)
            .leftJoin(examQuestions, eq(examQuestions.examId, exams.id))
            .where(eq(exams.courseId, courseId))
            .groupBy(exams.id),
        ]);
      const [teacher] = teacherRows;
      if (!teacher) throw new Error('a course has its teacher');
      return {
        teacher,
        qualification: qualificationRows[0] ?? null,
        sections: sectionRows,
        lessons: lessonRows,
        comments: commentRows,
        exam: examRows[0] ?? null,
      };
    },
  };
}
