import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/accounts/accounts-tables.ts',
  out: './src/accounts/migrations',
  schemaFilter: ['accounts'],
});
