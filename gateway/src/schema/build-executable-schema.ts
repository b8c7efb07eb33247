import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResolvers } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { accountResolvers } from '../accounts/account-resolvers.ts';
import { apiKeyResolvers } from '../accounts/api-key-resolvers.ts';
import { companyResolvers } from '../companies/company-resolvers.ts';
import { commerceResolvers } from '../commerce/commerce-resolvers.ts';
import { creditResolvers } from '../credits/credit-resolvers.ts';
import { forumResolvers } from '../forum/forum-resolvers.ts';
import { businessResolvers } from '../business/business-resolvers.ts';
import { companyListResolvers } from '../business/company-list-resolvers.ts';
import { followResolvers } from '../business/follow-resolvers.ts';
import { graphResolvers } from '../business/graph-resolvers.ts';
import { industryResolvers } from '../business/industry-resolvers.ts';
import { prefactorResolvers } from '../business/prefactor-resolvers.ts';
import { trackingResolvers } from '../business/tracking-resolvers.ts';
import { savedGraphResolvers } from '../business/saved-graph-resolvers.ts';
import { pageVisitResolvers } from '../analytics/page-visit-resolvers.ts';
import { campaignResolvers } from '../campaigns/campaign-resolvers.ts';
import { courseExamResolvers } from '../courses/course-exam-resolvers.ts';
import { courseResolvers } from '../courses/course-resolvers.ts';
import { lessonQuestionResolvers } from '../courses/lesson-question-resolvers.ts';
import { homeResolvers } from '../home/home-resolvers.ts';
import { placeResolvers } from '../places/place-resolvers.ts';
import { pricingResolvers } from '../pricing/pricing-resolvers.ts';
import { siteContentResolvers } from '../site/site-content-resolvers.ts';
import { supportResolvers } from '../support/support-resolvers.ts';
import { withSignedInFields } from '../shared/auth/signed-in-directive.ts';
import { nodeResolvers } from './node-resolvers.ts';
import { DateScalar, DateTimeScalar, RialScalar } from './scalars.ts';

export const schemaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schema.graphql',
);

/**
 * schema.graphql with every domain's resolvers, its `@signedIn` fields answering visitors on their behalf:
 * the same schema for Yoga and for the Apollo baseline.
 */
export function buildExecutableSchema() {
  const schema = makeExecutableSchema({
    typeDefs: readFileSync(schemaFile, 'utf8'),
    resolvers: mergeResolvers([
      { DateTime: DateTimeScalar, Date: DateScalar, Rial: RialScalar },
      nodeResolvers,
      homeResolvers,
      siteContentResolvers,
      pricingResolvers,
      supportResolvers,
      campaignResolvers,
      pageVisitResolvers,
      placeResolvers,
      businessResolvers,
      followResolvers,
      trackingResolvers,
      graphResolvers,
      savedGraphResolvers,
      industryResolvers,
      companyListResolvers,
      prefactorResolvers,
      courseResolvers,
      courseExamResolvers,
      lessonQuestionResolvers,
      accountResolvers,
      apiKeyResolvers,
      creditResolvers,
      commerceResolvers,
      forumResolvers,
      companyResolvers,
    ] as never),
  });
  return withSignedInFields(schema);
}
