import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { registerPaymentRoutes } from './gateway-api/payment-routes.ts';
import { registerPaymentPageRoutes } from './payment-page/payment-page-routes.ts';

export const paymentsService: ServiceDefinition = {
  name: 'payments',
  title: 'Rasad payment sandbox',
  description: 'A bank internet payment gateway (IPG) on loopback: payment requests, the bank payment page, and verification.',
  defaultPort: 4104,
  schemaName: 'payments',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    await registerPaymentRoutes(app, context);
    await registerPaymentPageRoutes(app, context);
  },
  // Payments exist only once a purchase is made; there is no demo data to load.
  async seed() {},
};
