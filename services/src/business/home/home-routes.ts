import { homeSearchHeading } from '@rasad/contracts/home-search-heading.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { localise } from '../../shared/http/localised-text.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { blogPostSchema, localisedBlogPost } from './blog-posts.ts';
import { homeBlogPosts, homeCustomers, homeDataSources, homeServices } from './home-content.ts';
import { homeRepository } from './home-repository.ts';

const homePageSchema = z
  .object({
    searchTitle: z.string().describe('Heading above the search box'),
    searchSubtitle: z.string().describe('Text under the heading'),
    services: z
      .array(
        z.object({
          id: z.number().int(),
          slug: z.string().describe('Stable name of the service, for links'),
          path: z.string().describe('The screen its card opens: a site path without the language prefix'),
          title: z.string(),
          description: z.string(),
          icon: z
            .enum(['search', 'filter', 'chart', 'graph', 'globe', 'course'])
            .describe('Icon name the client maps to an icon'),
        }),
      )
      .describe('What the platform offers'),
    blogPosts: z.array(blogPostSchema).describe('Latest blog posts, newest first'),
    customers: z
      .array(z.object({ id: z.number().int(), name: z.string(), sector: z.string() }))
      .describe('Organisations that use the platform'),
    dataSources: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          description: z.string(),
          updateFrequency: z.string().describe('How often the data is refreshed, in words'),
        }),
      )
      .describe('Official sources the data comes from'),
    statistics: z
      .object({
        provinceCount: z.number().int(),
        cityCount: z.number().int(),
        industryCount: z.number().int().describe('ISIC Rev.4 classes'),
        hsCodeCount: z.number().int().describe('HS 2022 headings'),
      })
      .describe('Sizes of the reference data, counted from the database'),
  })
  .describe('Everything the home page shows, in the caller’s language');

/** The home page, registered under `/v1/Home`. */
export const homePlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const home = homeRepository(context.db);
  app.get(
    '/GetHomePage',
    {
      schema: {
        tags: ['Home'],
        summary: 'Home page content',
        response: { 200: homePageSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const statistics = await home.referenceDataSizes();
      return {
        searchTitle: localise(homeSearchHeading.title, locale),
        searchSubtitle: localise(homeSearchHeading.subtitle, locale),
        services: homeServices.map((service) => ({
          id: service.id,
          slug: service.slug,
          path: service.path,
          icon: service.icon,
          title: localise(service.title, locale),
          description: localise(service.description, locale),
        })),
        blogPosts: [...homeBlogPosts]
          .sort((first, second) => second.publishedOn.localeCompare(first.publishedOn))
          .map((post) => localisedBlogPost(post, locale)),
        customers: homeCustomers.map((customer) => ({
          id: customer.id,
          name: localise(customer.name, locale),
          sector: localise(customer.sector, locale),
        })),
        dataSources: homeDataSources.map((source) => ({
          id: source.id,
          name: localise(source.name, locale),
          description: localise(source.description, locale),
          updateFrequency: localise(source.updateFrequency, locale),
        })),
        statistics,
      };
    },
  );
};
