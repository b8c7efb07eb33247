import type { Database } from '../../shared/database/open-database.ts';
import { grantSubscription } from '../subscriptions/subscription-periods.ts';

/**
 * The demo company administrator: حمید رضایی (09121000004, ENTERPRISE) holds a paid ENTERPRISE period with five
 * seats until 2028, so company administration can be tried with the demo data (README, demo data). Once per order id.
 */
export async function seedDemoEnterpriseSeats(db: Database) {
  await grantSubscription(
    db,
    {
      userId: '00000000-0000-4000-8000-000000000004',
      packageType: 'ENTERPRISE',
      months: 36,
      seats: 5,
      orderId: 'demo-enterprise-seats',
    },
    new Date('2025-01-01T00:00:00Z'),
  );
}
