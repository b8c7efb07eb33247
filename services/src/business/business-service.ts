import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { adsPlugin } from './ads/ads-routes.ts';
import { accountsInternalClient } from '../shared/companies/accounts-internal-client.ts';
import { companyManagersInternalPlugin } from './companies/company-manager-internal-routes.ts';
import { companyFilesPlugin } from './companies/company-file-routes.ts';
import { companyPagePlugin } from './companies/company-page-routes.ts';
import { companyPanelPlugin } from './companies/company-panel-routes.ts';
import { companyDetailsPlugin } from './companies/company-routes.ts';
import { companySummariesPlugin } from './companies/company-summary-routes.ts';
import { companyUploadPlugin } from './companies/company-upload-routes.ts';
import { ownerVerificationPlugin } from './companies/owner-verification-routes.ts';
import { prefactorsPlugin } from './companies/prefactor-routes.ts';
import { contentPlugin } from './content/content-routes.ts';
import { crmPlugin } from './crm/crm-routes.ts';
import { divisionsPlugin } from './divisions/division-routes.ts';
import { dataFeedPlugin } from './feed/data-feed-plugin.ts';
import { followsPlugin } from './follows/follow-routes.ts';
import { graphPlugin } from './graph/graph-routes.ts';
import { blogPlugin } from './home/blog-routes.ts';
import { homePlugin } from './home/home-routes.ts';
import { industryPlugin } from './industry/industry-routes.ts';
import { industrySectionsPlugin } from './industry/industry-sections-routes.ts';
import { companyListsPlugin } from './lists/company-list-routes.ts';
import { searchResultsExportPlugin } from './lists/search-export-routes.ts';
import { newsletterPlugin } from './newsletter/newsletter-routes.ts';
import { personsPlugin } from './persons/person-routes.ts';
import { importPlugin } from './import/import-routes.ts';
import { pricingPlugin } from './pricing/pricing-routes.ts';
import { accountsDigestSender } from './saved-searches/accounts-digest-sender.ts';
import { trustOf } from '../shared/service-trust/service-trust.ts';
import { savedSearchesPlugin } from './saved-searches/saved-search-routes.ts';
import { companyTimelinePlugin } from './tracking/company-timeline-routes.ts';
import { trackingPlugin } from './tracking/tracking-routes.ts';
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
    await app.register(companySummariesPlugin, { context, prefix: '/v2/Companies' });
    await app.register(companyDetailsPlugin, { context, prefix: '/v3/Companies' });
    await app.register(prefactorsPlugin, { context, prefix: '/v1/Companies' });
    await app.register(personsPlugin, { context, prefix: '/v1/Persons' });
    await app.register(followsPlugin, { context, prefix: '/v1/Companies' });
    await app.register(entityVisitsPlugin, { context, prefix: '/v1/Profile' });
    await app.register(graphPlugin, { context, prefix: '/v1/Graph' });
    await app.register(savedGraphsPlugin, { context, prefix: '/v1/Graphs' });
    await app.register(industryPlugin, { context, prefix: '/v1/Industry' });
    await app.register(industrySectionsPlugin, { context, prefix: '/v1/Industry' });
    await app.register(companyListsPlugin, { context, prefix: '/v1/Lists' });
    await app.register(searchResultsExportPlugin, { context, prefix: '/v3/Search' });
    await app.register(ownerVerificationPlugin, {
      context,
      accounts: accountsInternalClient(
        () => context.accountsServiceUrl,
        () => trustOf(context),
      ),
      prefix: '/v2/Verification',
    });
    await app.register(companyPagePlugin, { context, prefix: '/v2/Companies' });
    await app.register(companyPanelPlugin, { context, prefix: '/v2/CompanyPanel' });
    await app.register(companyManagersInternalPlugin, { context, prefix: '/internal/v2/Companies' });
    await app.register(companyUploadPlugin, { context, prefix: '/api/Appsmith' });
    await app.register(companyFilesPlugin, { context, prefix: '/v2/Companies' });
    await app.register(companyTimelinePlugin, { context, prefix: '/v1/Companies' });
    await app.register(trackingPlugin, { context, prefix: '/v1/Tracking' });
    const sendDigest = accountsDigestSender(
      () => context.accountsServiceUrl,
      () => trustOf(context),
    );
    await app.register(savedSearchesPlugin, { context, sendDigest, prefix: '/v1/SavedSearches' });
    await app.register(importPlugin, { context, sendDigest, prefix: '/v1/Import' });
    // The scheduled feed (DATA_FEED_DIR / DATA_FEED_URL): batches in the import's format, loaded as the import does.
    await app.register(dataFeedPlugin, { context, sendDigest });
    // The daily page counts still on their way to the database (or the Redis connection) end with the service.
    app.addHook('onClose', async () => {
      await context.entityReadCounter?.close();
    });
  },
  seed: seedBusiness,
};
