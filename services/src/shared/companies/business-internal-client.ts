import type { ServiceContext } from '../service-definition.ts';
import { trustOf } from '../service-trust/service-trust.ts';

/** Thrown when the business service cannot be reached or refuses an internal call. */
export class BusinessCallError extends Error {
  readonly statusCode = 503;
}

/** The business service's internal calls about company managers (`/internal/v2/Companies/*`), with this service's credential. */
export function businessInternalClient(context: ServiceContext) {
  const baseUrl = () =>
    context.serviceUrls?.business || process.env.BUSINESS_SERVICE_URL || 'http://127.0.0.1:4101';
  async function get<Answer>(path: string): Promise<Answer> {
    const headers = { accept: 'application/json', ...(await trustOf(context).headersFor('business')) };
    const response = await fetch(new URL(path, baseUrl()), { headers }).catch((error: unknown) => {
      throw new BusinessCallError(
        `business service unreachable: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new BusinessCallError(`business service answered ${response.status} to ${path}`);
    }
    return (await response.json()) as Answer;
  }
  return {
    /** The users verified as the company's managers. */
    managersOf: async (companyId: number) =>
      (await get<{ userIds: string[] }>(`/internal/v2/Companies/Managers?companyId=${companyId}`)).userIds,
    /** The companies the user is the verified manager of, newest first. */
    managedBy: (userId: string) =>
      get<{ companyId: number; name: string }[]>(
        `/internal/v2/Companies/ManagedBy?userId=${encodeURIComponent(userId)}`,
      ),
  };
}

export type BusinessInternalClient = ReturnType<typeof businessInternalClient>;
