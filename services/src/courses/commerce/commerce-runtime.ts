import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { bankClient, subscriptionClient } from './commerce-clients.ts';
import { commercePlugin } from './commerce-routes.ts';
import { reconcileOrders, type CommerceDependencies } from './order-lifecycle.ts';

/** How often orders left between the bank and delivery are settled. */
const reconcileEveryMs = 60_000;

/**
 * The checkout's routes and its reconciler: once the service is listening (the bank may start after it)
 * and then on a timer, every order stuck at the bank or between verify and delivery is settled.
 */
export async function startCommerce(app: ServiceApp, context: ServiceContext): Promise<CommerceDependencies> {
  const deps: CommerceDependencies = {
    db: context.db,
    now: () => context.now(),
    bank: bankClient(context),
    accounts: subscriptionClient(context),
  };
  await app.register(commercePlugin, { context, deps });
  let running: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    running = running
      .then(() => reconcileOrders(deps))
      .then((outcome) => {
        if (outcome.failed > 0) app.log.warn(outcome, 'some orders could not be settled yet');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'order reconciliation failed'));
  };
  const timer = setInterval(reconcile, reconcileEveryMs);
  timer.unref();
  app.addHook('onListen', async () => reconcile());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return deps;
}
