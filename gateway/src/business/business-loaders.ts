import DataLoader from 'dataloader';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { RequestUpstreams } from '../shared/upstream/upstream-client.ts';
import type {
  CompanyDetailsModel,
  CompanySummaryModel,
  FollowStateModel,
  PersonRoleModel,
  PersonSummaryModel,
} from './business-models.ts';

/** Upstream batches hold at most this many ids (the services' limit). */
const maxBatchSize = 100;

/** Company summaries by numeric id: every company a request touches, in one GetSummary call per batch. */
export function createCompanySummaryLoader(upstream: RequestUpstreams) {
  return new DataLoader<number, CompanySummaryModel | null>(
    async (ids) => {
      const summaries = await upstream.business.get('/v2/Companies/GetSummary', {
        query: { ids: ids.join(',') },
      });
      const byId = new Map(summaries.map((summary) => [summary.id, summary]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize },
  );
}

export function createPersonSummaryLoader(upstream: RequestUpstreams) {
  return new DataLoader<number, PersonSummaryModel | null>(
    async (ids) => {
      const summaries = await upstream.business.get('/v1/Persons/GetSummary', {
        query: { ids: ids.join(',') },
      });
      const byId = new Map(summaries.map((summary) => [summary.id, summary]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize },
  );
}

/**
 * A company page's details, once per company per request. The people and related companies inside
 * are primed into the summary loaders, so resolving them costs no further call.
 */
export function createCompanyDetailsLoader(
  upstream: RequestUpstreams,
  companySummaries: DataLoader<number, CompanySummaryModel | null>,
  personSummaries: DataLoader<number, PersonSummaryModel | null>,
) {
  return new DataLoader<number, CompanyDetailsModel | null>((ids) =>
    Promise.all(
      ids.map(async (companyId) => {
        const result = await upstream.business.tryGet('/v3/Companies/GetDetails', { query: { companyId } });
        if (!result.ok)
          return result.status === 429
            ? GatewayError.fromUpstream('business', result.status, result.error)
            : null;
        for (const entry of result.body.people) personSummaries.prime(entry.person.id, entry.person);
        for (const link of [...result.body.parents, ...result.body.children])
          companySummaries.prime(link.company.id, link.company);
        return result.body;
      }),
    ),
  );
}

export function createPersonRolesLoader(upstream: RequestUpstreams) {
  return new DataLoader<number, PersonRoleModel[]>((ids) =>
    Promise.all(
      ids.map(async (personId) => {
        const result = await upstream.business.tryGet('/v1/Persons/GetRoles', { query: { personId } });
        if (result.status === 429 && !result.ok)
          return GatewayError.fromUpstream('business', result.status, result.error);
        return result.ok ? result.body : [];
      }),
    ),
  );
}

/** Whether the viewer follows each company; one call per company per request. */
export function createFollowStateLoader(upstream: RequestUpstreams) {
  return new DataLoader<number, FollowStateModel>((ids) =>
    Promise.all(
      ids.map((companyId) => upstream.business.get('/v1/Companies/GetFollowState', { query: { companyId } })),
    ),
  );
}

export function createBusinessLoaders(upstream: RequestUpstreams) {
  const companySummaryById = createCompanySummaryLoader(upstream);
  const personSummaryById = createPersonSummaryLoader(upstream);
  return {
    companySummaryById,
    personSummaryById,
    companyDetailsById: createCompanyDetailsLoader(upstream, companySummaryById, personSummaryById),
    personRolesById: createPersonRolesLoader(upstream),
    followStateById: createFollowStateLoader(upstream),
  };
}
