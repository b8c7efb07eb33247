import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { adsPlugin } from './ads/ads-routes.ts';
import { accountsInternalClient } from '../shared/companies/accounts-internal-client.ts';
import { registerCompanyManagerInternalRoutes } from './companies/company-manager-internal-routes.ts';
import { registerCompanyPageRoutes } from './companies/company-page-routes.ts';
import { registerCompanyRoutes } from './companies/company-routes.ts';
import { registerCompanyUploadRoutes } from './companies/company-upload-routes.ts';
import { registerOwnerVerificationRoutes } from './companies/owner-verification-routes.ts';
import { registerPrefactorRoutes } from './companies/prefactor-routes.ts';
import { contentPlugin } from './content/content-routes.ts';
import { crmPlugin } from './crm/crm-routes.ts';
import { divisionsPlugin } from './divisions/division-routes.ts';
import { registerFollowRoutes } from './follows/follow-routes.ts';
import { graphPlugin } from './graph/graph-routes.ts';
import { blogPlugin } from './home/blog-routes.ts';
import { homePlugin } from './home/home-routes.ts';
import { industryPlugin } from './industry/industry-routes.ts';
import { industrySectionsPlugin } from './industry/industry-sections-routes.ts';
import { registerCompanyListRoutes } from './lists/company-list-routes.ts';
import { newsletterPlugin } from './newsletter/newsletter-routes.ts';
import { registerPersonRoutes } from './persons/person-routes.ts';
import { registerImportRoutes } from './import/import-routes.ts';
import { pricingPlugin } from './pricing/pricing-routes.ts';
import { accountsDigestSender } from './saved-searches/accounts-digest-sender.ts';
import { registerSavedSearchRoutes } from './saved-searches/saved-search-routes.ts';
import { registerTrackingRoutes } from './tracking/tracking-routes.ts';
import { savedGraphsPlugin } from './saved-graphs/saved-graph-routes.ts';
import { advancedSearchPlugin } from './search/advanced-search-routes.ts';
import { searchPlugin } from './search/search-routes.ts';
import { seedBusiness } from './seed/seed-business.ts';
import { contactMessageLookupPlugin } from './support/contact-message-lookup-routes.ts';
import { supportPlugin } from './support/support-routes.ts';
import { entityVisitsPlugin } from './visits/entity-visit-routes.ts';

export const businessService: ServiceDefinition = {
  name: 'business',
  title: 'Rasad business data service',
  description:
    'Home page, site content, pricing, support, CRM, newsletter and Iranian reference data (provinces, cities, registration offices), and the company data: search, companies, persons.',
  defaultPort: 4101,
  schemaName: 'business',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    await app.register(homePlugin, { context, prefix: '/v1/Home' });
    await app.register(blogPlugin, { context, prefix: '/v1/Blog' });
    await app.register(contentPlugin, { context, prefix: '/v1/Content' });
    await app.register(pricingPlugin, { context, prefix: '/v3/Pricing' });
    await app.register(adsPlugin, { context, prefix: '/v1/Ads' });
    await app.register(supportPlugin, { context, prefix: '/v1/Support' });
    await app.register(contactMessageLookupPlugin, { context, prefix: '/v1/Support' });
    await app.register(crmPlugin, { context, prefix: '/v1/Crm' });
    await app.register(newsletterPlugin, { context, prefix: '/v2/Profile' });
    await app.register(divisionsPlugin, { context, prefix: '/v1/Search' });
    await app.register(searchPlugin, { context, prefix: '/v3/Search' });
    await app.register(advancedSearchPlugin, { context, prefix: '/v3/Search' });
    await registerCompanyRoutes(app, context);
    await registerPrefactorRoutes(app, context);
    await registerPersonRoutes(app, context);
    await registerFollowRoutes(app, context);
    await app.register(entityVisitsPlugin, { context, prefix: '/v1/Profile' });
    await app.register(graphPlugin, { context, prefix: '/v1/Graph' });
    await app.register(savedGraphsPlugin, { context, prefix: '/v1/Graphs' });
    await app.register(industryPlugin, { context, prefix: '/v1/Industry' });
    await app.register(industrySectionsPlugin, { context, prefix: '/v1/Industry' });
    await registerCompanyListRoutes(app, context);
    await registerOwnerVerificationRoutes(
      app,
      context,
      accountsInternalClient(() => context.accountsServiceUrl),
    );
    await registerCompanyPageRoutes(app, context);
    await registerCompanyManagerInternalRoutes(app, context);
    await registerCompanyUploadRoutes(app, context);
    const sendDigest = accountsDigestSender(() => context.accountsServiceUrl);
    await registerTrackingRoutes(app, context);
    await registerSavedSearchRoutes(app, context, sendDigest);
    await registerImportRoutes(app, context, sendDigest);
  },
  seed: seedBusiness,
};
