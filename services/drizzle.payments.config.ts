import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/payments/payments-tables.ts',
  out: './src/payments/migrations',
  schemaFilter: ['payments'],
});
