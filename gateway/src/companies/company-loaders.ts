import DataLoader from 'dataloader';
import type { RequestUpstreams } from '../shared/upstream/upstream-client.ts';

/** Whether companies have a verified manager, for the badge: one VerifiedFlags call per batch (search results, a page). */
export function createCompanyVerifiedLoader(upstream: RequestUpstreams) {
  return new DataLoader<number, boolean>(
    async (ids) => {
      const flags = await upstream.business.get('/v2/Companies/VerifiedFlags', {
        query: { ids: ids.join(',') },
      });
      const verified = new Set(flags.filter((flag) => flag.verified).map((flag) => flag.companyId));
      return ids.map((id) => verified.has(id));
    },
    { maxBatchSize: 100 },
  );
}
