import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { merchantPaymentsPlugin } from './gateway-api/payment-routes.ts';
import { bankSettings } from './merchants/bank-settings.ts';
import { registerPlatformMerchant } from './merchants/merchant-registry.ts';
import { paymentPagePlugin } from './payment-page/payment-page-routes.ts';
import { settlementRepository } from './settlement/settlement-repository.ts';

/** How often the bank expires unpaid tokens and reverses unverified payments on its own. */
const settlementSweepMs = 60_000;

export const paymentsService: ServiceDefinition = {
  name: 'payments',
  title: 'Rasad payment sandbox',
  description:
    'A bank internet payment gateway (IPG) on loopback: merchant token requests, the bank payment page, callback, verify with the amount, reverse, and the bank’s own expiry and reversal of unverified payments.',
  defaultPort: 4104,
  schemaName: 'payments',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    const settings = bankSettings();
    await app.register(merchantPaymentsPlugin, { context, settings, prefix: '/payments' });
    await app.register(paymentPagePlugin, { context, settings, prefix: '/ipg' });
    const sweep = setInterval(() => {
      settlementRepository(context.db)
        .settleOverdue(settings, context.now())
        .catch((error: unknown) => app.log.error({ err: error }, 'payment settlement sweep failed'));
    }, settlementSweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  // Payments exist only once a purchase is made; the platform's merchant is registered (or updated) on every start.
  async seed(db) {
    await registerPlatformMerchant(db, bankSettings(), new Date());
  },
};
