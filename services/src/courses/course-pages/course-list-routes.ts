import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { courseListRepository } from './course-list-repository.ts';
import { preparedRelatedCourses } from './course-page-cache.ts';
import { courseSummarySchema } from './course-summaries.ts';

const positiveId = (messageKey: string) =>
  z.coerce.number({ error: messageKey }).int(messageKey).positive(messageKey).max(2_147_483_647, messageKey);
const courseList = z.array(courseSummarySchema);
const listResponses = { 200: courseList, 400: errorBodySchema };

/** Arabic yeh and kaf typed on some keyboards match the Persian letters stored in titles. */
function normaliseSearchTerm(term: string): string {
  return term.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim();
}

/**
 * The catalogue's course lists: all (optionally by tag or qualification), featured, super-premium, search, by
 * category, related. Open to everyone; registered under `/api/Courses`.
 */
export const courseListsPlugin: DomainPlugin = async (instance, { context }) => {
  const lists = courseListRepository(context.db);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetCourses',
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
    async (request) => lists.all(requestLocale(request), request.query),
  );

  app.get(
    '/GetFeatured',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Courses the home of the learning area features',
        response: { 200: courseList },
      },
    },
    async (request) => lists.featured(requestLocale(request)),
  );

  app.get(
    '/SuperPremiumCourses',
    {
      schema: {
        tags: ['Courses'],
        summary: 'The flagship (super-premium) courses',
        response: { 200: courseList },
      },
    },
    async (request) => lists.superPremium(requestLocale(request)),
  );

  app.get(
    '/SearchCourse',
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
    async (request) => lists.search(requestLocale(request), normaliseSearchTerm(request.query.term)),
  );

  app.get(
    '/ByCategory',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Courses of one category',
        querystring: z.object({ categoryId: positiveId('id.invalid') }),
        response: listResponses,
      },
    },
    async (request) => lists.inCategory(requestLocale(request), request.query.categoryId),
  );

  app.get(
    '/Others',
    {
      schema: {
        tags: ['Courses'],
        summary: 'Related courses: the same category or a shared tag, up to four',
        querystring: z.object({ id: positiveId('id.invalid') }),
        response: { ...listResponses, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const related = await preparedRelatedCourses(
        context.db,
        requestLocale(request),
        request.query.id,
        context.now().getTime(),
      );
      if (!related)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'course.notFound',
        });
      return related;
    },
  );
};
