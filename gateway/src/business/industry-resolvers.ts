import type { Resolvers } from '../__generated__/resolver-types.ts';
import type { CompanySummaryModel } from './business-models.ts';

/** Industry analysis: one upstream call, the largest companies through the batched summary loader. */
export const industryResolvers: Resolvers = {
  Query: {
    industryAnalysis: async (_, { code }, context) => {
      if (!/^\d{2,4}$/.test(code)) return null;
      const result = await context.upstream.business.tryGet('/v1/Industry/GetAnalysis', { query: { isicCode: code } });
      if (!result.ok) return null;
      const analysis = result.body;
      const largest = await context.loaders.companySummaryById.loadMany(analysis.largest.map((entry) => entry.companyId));
      return {
        code: analysis.code,
        title: analysis.title,
        companyCount: analysis.companyCount,
        totalCapital: analysis.totalCapitalRials,
        byProvince: analysis.byProvince,
        byFoundingYear: analysis.byFoundingYear,
        capitalDistribution: analysis.capitalDistribution.map((bracket) => ({ upTo: bracket.upToRials, count: bracket.count })),
        largestCompanies: largest.filter((company): company is CompanySummaryModel => company !== null && !(company instanceof Error)),
        tradeByYear: analysis.tradeByYear,
        tradeByChapter: analysis.tradeByChapter,
      };
    },
  },
};
