import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/courses/courses-tables.ts',
    './src/courses/companies/company-admin-tables.ts',
    './src/courses/commerce/commerce-tables.ts',
  ],
  out: './src/courses/migrations',
  schemaFilter: ['courses'],
});
