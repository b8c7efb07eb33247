import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { visitLogPlugin } from './visits/visit-log-routes.ts';

export const analyticsService: ServiceDefinition = {
  name: 'analytics',
  title: 'Rasad analytics service',
  description: 'Page-view log: records visits and how long each page was viewed.',
  defaultPort: 4103,
  schemaName: 'analytics',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    // The log's routes share no URL prefix (/VisitLog, /UpdateVisitLogDuration).
    await app.register(visitLogPlugin, { context });
  },
  // Visits come from real traffic only; there is no demo data to load.
  async seed() {},
};
