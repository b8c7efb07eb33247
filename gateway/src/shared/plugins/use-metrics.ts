import type { ExecutionResult } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/gateway-metrics.ts';
import { operationLabel } from '../observability/operation-label.ts';

export interface MetricsOptions {
  metrics: GatewayMetrics;
  persistedOperations: Record<string, string>;
}

interface Measured {
  started: number;
  operation: string;
  /** Error codes of the answer, once it is known. */
  errors?: unknown[];
}

function errorCodesOf(result: unknown): unknown[] {
  const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
  return results.flatMap((single) => (single?.errors ?? []).map((error) => error.extensions?.['code']));
}

/** The error codes of an answer some plugin gave before GraphQL ran (a CSRF or size refusal): read off its small body. */
async function errorCodesOfEarlyAnswer(response: Response): Promise<unknown[]> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return [];
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { extensions?: { code?: unknown } }[] } | null;
  return (body?.errors ?? []).map((error) => error.extensions?.code);
}

/**
 * Prometheus metrics of every GraphQL request (see gateway-metrics.ts): counted by operation, HTTP status and
 * outcome, timed from arrival to answer, and each error code in its answer counted, refusals apart. First in the
 * plugin list, so requests refused by any later plugin are counted too.
 */
export function useMetrics(options: MetricsOptions): Plugin {
  const measured = new WeakMap<Request, Measured>();
  return {
    onRequest({ request }) {
      measured.set(request, { started: performance.now(), operation: 'unknown' });
    },
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          const entry = measured.get(request);
          if (!entry) return;
          const batch: (GraphQLParams | null)[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          entry.operation = operationLabel(batch, options.persistedOperations);
        },
      };
    },
    onResultProcess({ request, result }) {
      const entry = measured.get(request);
      if (entry && !(Symbol.asyncIterator in (result as object))) entry.errors = errorCodesOf(result);
    },
    async onResponse({ request, response }) {
      const entry = measured.get(request);
      if (!entry) return;
      measured.delete(request);
      const errors = entry.errors ?? (response.status >= 400 ? await errorCodesOfEarlyAnswer(response) : []);
      options.metrics.errorCodesSeen(errors);
      options.metrics.requests.inc({
        operation: entry.operation,
        status: response.status,
        outcome: errors.length > 0 || response.status >= 400 ? 'error' : 'ok',
      });
      options.metrics.durations.observe(
        { operation: entry.operation },
        (performance.now() - entry.started) / 1000,
      );
    },
  };
}
