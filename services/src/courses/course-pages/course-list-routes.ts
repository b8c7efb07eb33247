import { and, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { courses, courseTags } from '../courses-tables.ts';
import { courseSummarySchema, loadCourseSummaries } from './course-summaries.ts';

const positiveId = (messageKey: string) =>
  z.coerce.number({ error: messageKey }).int(messageKey).positive(messageKey).max(2_147_483_647, messageKey);
const courseList = z.array(courseSummarySchema);
const listResponses = { 200: courseList, 400: errorBodySchema };

/** Arabic yeh and kaf typed on some keyboards match the Persian letters stored in titles. */
function normaliseSearchTerm(term: string): string {
  return term.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim();
}

/** The catalogue's course lists: all (optionally by tag or qualification), featured, super-premium, search, by category, related. */
export async function registerCourseListRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/api/Courses/GetCourses',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Every published course, optionally only those with a tag or preparing for a qualification',
        querystring: z.object({
          tagId: positiveId('id.invalid').optional(),
          qualificationId: positiveId('id.invalid').optional(),
        }),
        response: listResponses,
      },
    },
    async (request) => {
      const conditions: SQL[] = [];
      if (request.query.qualificationId)
        conditions.push(eq(courses.qualificationId, request.query.qualificationId));
      if (request.query.tagId) {
        const tagged = context.db
          .select({ id: courseTags.courseId })
          .from(courseTags)
          .where(eq(courseTags.tagId, request.query.tagId));
        conditions.push(inArray(courses.id, tagged));
      }
      return loadCourseSummaries(context.db, requestLocale(request), and(...conditions));
    },
  );

  app.get(
    '/api/Courses/GetFeatured',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Courses the home of the learning area features',
        response: { 200: courseList },
      },
    },
    async (request) => loadCourseSummaries(context.db, requestLocale(request), eq(courses.isFeatured, true)),
  );

  app.get(
    '/api/Courses/SuperPremiumCourses',
    {
      schema: {
        tags: ['Courses'],
        summary: 'The flagship (super-premium) courses',
        response: { 200: courseList },
      },
    },
    async (request) =>
      loadCourseSummaries(context.db, requestLocale(request), eq(courses.isSuperPremium, true)),
  );

  app.get(
    '/api/Courses/SearchCourse',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Courses whose title or summary contains the term, in either language',
        querystring: z.object({
          term: z
            .string({ error: 'course.search.term' })
            .trim()
            .min(2, 'course.search.term')
            .max(100, 'course.search.term'),
        }),
        response: listResponses,
      },
    },
    async (request) => {
      const pattern = `%${normaliseSearchTerm(request.query.term).replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
      return loadCourseSummaries(
        context.db,
        requestLocale(request),
        or(
          ilike(courses.titleFa, pattern),
          ilike(courses.titleEn, pattern),
          ilike(courses.summaryFa, pattern),
          ilike(courses.summaryEn, pattern),
        ),
        50,
      );
    },
  );

  app.get(
    '/api/Courses/ByCategory',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Courses of one category',
        querystring: z.object({ categoryId: positiveId('id.invalid') }),
        response: listResponses,
      },
    },
    async (request) =>
      loadCourseSummaries(
        context.db,
        requestLocale(request),
        eq(courses.categoryId, request.query.categoryId),
      ),
  );

  app.get(
    '/api/Courses/Others',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Related courses: the same category or a shared tag, up to four',
        querystring: z.object({ id: positiveId('id.invalid') }),
        response: { ...listResponses, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [course] = await context.db
        .select({ categoryId: courses.categoryId })
        .from(courses)
        .where(eq(courses.id, request.query.id));
      if (!course)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'course.notFound',
        });
      const sharedTags = context.db
        .select({ id: courseTags.courseId })
        .from(courseTags)
        .where(
          inArray(
            courseTags.tagId,
            context.db
              .select({ id: courseTags.tagId })
              .from(courseTags)
              .where(eq(courseTags.courseId, request.query.id)),
          ),
        );
      return loadCourseSummaries(
        context.db,
        requestLocale(request),
        and(
          ne(courses.id, request.query.id),
          or(eq(courses.categoryId, course.categoryId), inArray(courses.id, sharedTags)),
        ),
        4,
        desc(eq(courses.categoryId, course.categoryId)),
      );
    },
  );
}
