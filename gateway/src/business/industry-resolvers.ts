import type { IndustryLevel, Resolvers } from '../__generated__/resolver-types.ts';
import { courseCategoriesForIndustry } from '@rasad/contracts/industry-course-categories.ts';
import type { CompanySummaryModel } from './business-models.ts';

const levelOf: Record<'division' | 'group' | 'class', IndustryLevel> = {
  division: 'DIVISION',
  group: 'GROUP',
  class: 'CLASS',
};

/** Industry analysis: one upstream call, the largest companies through the batched summary loader. */
export const industryResolvers: Resolvers = {
  Query: {
    industries: async (_, { text, first }, context) => {
      const choices = await context.upstream.business.get('/v1/Industry/FindIndustries', {
        query: { text: (text ?? '').slice(0, 100), limit: Math.min(Math.max(first ?? 20, 1), 50) },
      });
      return choices.map((choice) => ({
        code: choice.code,
        title: choice.title,
        level: levelOf[choice.level],
      }));
    },
    industrySections: (_, __, context) => context.upstream.business.get('/v1/Industry/GetSections'),
    industryAnalysis: async (_, { code }, context) => {
      if (!/^\d{2,4}$/.test(code)) return null;
      const result = await context.upstream.business.tryGet('/v1/Industry/GetAnalysis', {
        query: { isicCode: code },
      });
      if (!result.ok) return null;
      const analysis = result.body;
      const largest = await context.loaders.companySummaryById.loadMany(
        analysis.largest.map((entry) => entry.companyId),
      );
      return {
        code: analysis.code,
        title: analysis.title,
        companyCount: analysis.companyCount,
        totalCapital: analysis.totalCapitalRials,
        byProvince: analysis.byProvince,
        byFoundingYear: analysis.byFoundingYear,
        capitalDistribution: analysis.capitalDistribution.map((bracket) => ({
          upTo: bracket.upToRials,
          count: bracket.count,
        })),
        largestCompanies: largest.filter(
          (company): company is CompanySummaryModel => company !== null && !(company instanceof Error),
        ),
        largestCompaniesLimit: analysis.largestLimit,
        tradeByYear: analysis.tradeByYear,
        tradeByChapter: analysis.tradeByChapter,
        gated: analysis.gated,
      };
    },
  },
  IndustryAnalysis: {
    recommendedCourses: async (industry, { first }, context) => {
      const slugs = courseCategoriesForIndustry(industry.code);
      const categories = await context.upstream.courses.get('/api/Categories');
      const lists = await Promise.all(
        slugs.flatMap((slug) => {
          const category = categories.find((candidate) => candidate.slug === slug);
          return category
            ? [
                context.upstream.courses.get('/api/Courses/ByCategory', {
                  query: { categoryId: category.id },
                }),
              ]
            : [];
        }),
      );
      const seen = new Set<number>();
      return lists
        .flat()
        .filter((course) => !seen.has(course.id) && seen.add(course.id))
        .slice(0, Math.min(Math.max(first ?? 4, 1), 12));
    },
  },
};
