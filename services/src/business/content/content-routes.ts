import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { localise } from '../../shared/http/localised-text.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { faqs } from './faqs.ts';
import { jobOpenings } from './job-openings.ts';
import { staticPageSlugs, staticPages } from './static-pages.ts';

const pageSchema = z
  .object({
    id: z.number().int(),
    slug: z.enum(staticPageSlugs),
    title: z.string(),
    body: z.string().describe('Plain text; paragraphs are separated by a blank line'),
    updatedOn: z.iso.date().describe('Last edit, YYYY-MM-DD'),
  })
  .describe('A static page of the site');

const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string().describe('Group heading the question belongs to'),
  question: z.string(),
  answer: z.string(),
});

const jobOpeningSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  team: z.string(),
  city: z.string(),
  employmentType: z.string().describe('For example full-time, in words'),
  description: z.string(),
  postedOn: z.iso.date(),
});

/** Static pages, questions and job openings, registered under `/v1/Content`. */
export const contentPlugin: DomainPlugin = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetPage',
    {
      schema: {
        tags: ['Content'],
        summary: 'A static page (about, terms, contact…)',
        querystring: z.object({
          slug: z
            .enum(staticPageSlugs, { error: 'page.unknown' })
            .describe(`One of: ${staticPageSlugs.join(', ')}`),
        }),
        response: { 200: pageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const page = staticPages[request.query.slug];
      return {
        id: page.id,
        slug: request.query.slug,
        title: localise(page.title, locale),
        body: localise(page.body, locale),
        updatedOn: page.updatedOn,
      };
    },
  );

  app.get(
    '/GetFaqs',
    {
      schema: {
        tags: ['Content'],
        summary: 'Frequently asked questions',
        response: { 200: z.array(faqSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return faqs.map((faq) => ({
        id: faq.id,
        topic: localise(faq.topic, locale),
        question: localise(faq.question, locale),
        answer: localise(faq.answer, locale),
      }));
    },
  );

  app.get(
    '/GetJobOpenings',
    {
      schema: { tags: ['Content'], summary: 'Open positions', response: { 200: z.array(jobOpeningSchema) } },
    },
    async (request) => {
      const locale = requestLocale(request);
      return jobOpenings.map((job) => ({
        id: job.id,
        title: localise(job.title, locale),
        team: localise(job.team, locale),
        city: localise(job.city, locale),
        employmentType: localise(job.employmentType, locale),
        description: localise(job.description, locale),
        postedOn: job.postedOn,
      }));
    },
  );
};
