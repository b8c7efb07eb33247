import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/business/business-tables.ts',
    './src/business/business-data-tables.ts',
    './src/business/companies/company-owner-tables.ts',
    './src/business/gating/gating-tables.ts',
    './src/business/tracking/tracking-tables.ts',
    './src/business/saved-searches/saved-search-tables.ts',
    './src/business/saved-graphs/saved-graph-tables.ts',
  ],
  out: './src/business/migrations',
  schemaFilter: ['business'],
});
