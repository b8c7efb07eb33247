import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { registerAdsRoutes } from './ads/ads-routes.ts';
import { registerContentRoutes } from './content/content-routes.ts';
import { registerCrmRoutes } from './crm/crm-routes.ts';
import { registerDivisionRoutes } from './divisions/division-routes.ts';
import { registerHomeRoutes } from './home/home-routes.ts';
import { registerNewsletterRoutes } from './newsletter/newsletter-routes.ts';
import { registerPricingRoutes } from './pricing/pricing-routes.ts';
import { seedBusiness } from './seed/seed-business.ts';
import { registerContactMessageLookupRoutes } from './support/contact-message-lookup-routes.ts';
import { registerSupportRoutes } from './support/support-routes.ts';

export const businessService: ServiceDefinition = {
  name: 'business',
  title: 'Rasad business data service',
  description: 'Home page, site content, pricing, support, CRM, newsletter and Iranian reference data (provinces, cities, registration offices).',
  defaultPort: 4101,
  schemaName: 'business',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    await registerHomeRoutes(app, context);
    await registerContentRoutes(app);
    await registerPricingRoutes(app);
    await registerAdsRoutes(app);
    await registerSupportRoutes(app, context);
    await registerContactMessageLookupRoutes(app, context);
    await registerCrmRoutes(app, context);
    await registerNewsletterRoutes(app, context);
    await registerDivisionRoutes(app, context);
  },
  seed: seedBusiness,
};
