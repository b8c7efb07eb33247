import { GatewayError } from '../errors/gateway-error.ts';
import type { Locale } from '../gateway-messages.ts';

/** The most objects one `nodes(ids:)` call fetches (as GitHub's GraphQL API allows). */
export const maxNodeIds = 100;

const tooMany: Record<Locale, string> = {
  'fa-IR': `در هر درخواست حداکثر ${new Intl.NumberFormat('fa-IR').format(maxNodeIds)} شناسه پذیرفته می‌شود؛ شناسه‌ها را در چند درخواست بفرستید.`,
  'en-US': `At most ${maxNodeIds} IDs are taken in one request; send them in several requests.`,
};

/** Refuses a `nodes` call with more IDs than `maxNodeIds`, before anything is fetched. */
export function assertNodeListSize(ids: readonly string[], locale: Locale): void {
  if (ids.length > maxNodeIds) throw new GatewayError('BAD_REQUEST', tooMany[locale]);
}
