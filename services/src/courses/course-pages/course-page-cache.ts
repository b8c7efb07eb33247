import type { Database } from '../../shared/database/open-database.ts';
import { preparedReads } from '../../shared/database/prepared-reads.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { courseDetailRepository, type CoursePageParts } from './course-detail-repository.ts';
import { courseListRepository } from './course-list-repository.ts';
import type { CourseSummary } from './course-summaries.ts';

export interface PreparedCoursePage {
  summary: CourseSummary;
  parts: CoursePageParts;
}

/**
 * What every reader of a course page sees (its summary, teacher, sections, lessons, comments and exam), per course and
 * language, for a few seconds: ten queries, on the page a phone opens most, run once instead of for each reader. A
 * comment or review forgets the course at once; the catalogue itself is written only by seeding.
 */
const coursePages = preparedReads<PreparedCoursePage>({ maxAgeMs: 10_000, maximumEntries: 2_000 });
/** The page's related courses (five queries). Their cards show their review scores: a review forgets every list. */
const relatedLists = preparedReads<CourseSummary[]>({ maxAgeMs: 10_000, maximumEntries: 2_000 });
const everyRelatedList = 0;

/** The course's page as every reader sees it; null when there is no such course. */
export function preparedCoursePage(
  db: Database,
  locale: Locale,
  courseId: number,
  nowMs: number,
): Promise<PreparedCoursePage | null> {
  return coursePages.prepare(db, courseId, `${courseId} ${locale}`, nowMs, async () => {
    const repository = courseDetailRepository(db);
    const summary = await repository.summary(locale, courseId);
    return summary ? { summary, parts: await repository.pageParts(summary) } : null;
  });
}

/** Up to four courses of the same category or with a shared tag; null when there is no such course. */
export function preparedRelatedCourses(
  db: Database,
  locale: Locale,
  courseId: number,
  nowMs: number,
): Promise<CourseSummary[] | null> {
  return relatedLists.prepare(db, everyRelatedList, `${courseId} ${locale}`, nowMs, () =>
    courseListRepository(db).related(locale, courseId),
  );
}

/** After a comment or review: the course's page, and its card wherever it is listed as related, change. */
export function forgetCourse(db: Database, courseId: number) {
  coursePages.forget(db, courseId);
  relatedLists.forget(db, everyRelatedList);
}
