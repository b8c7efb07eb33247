import type { Database } from '../../shared/database/open-database.ts';
import { consultantRequests } from '../business-tables.ts';

/** The SQL of requests for a sales consultant. */
export function crmRepository(db: Database) {
  return {
    /** Stores a request; the database numbers it. */
    async recordConsultantRequest(request: {
      fullName: string;
      mobile: string;
      companyName: string | null;
      description: string | null;
      receivedAt: Date;
    }) {
      const [stored] = await db.insert(consultantRequests).values(request).returning({
        referenceNumber: consultantRequests.referenceNumber,
        receivedAt: consultantRequests.receivedAt,
      });
      if (!stored) throw new Error('consultant request was not stored');
      return stored;
    },
  };
}
