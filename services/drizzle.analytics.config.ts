import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/analytics/analytics-tables.ts',
  out: './src/analytics/migrations',
  schemaFilter: ['analytics'],
});
