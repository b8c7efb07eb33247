import {
  GraphQLError,
  type DocumentNode,
  type OperationDefinitionNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';
import type { QueryBudget } from '@rasad/contracts/entitlements.ts';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { memoizedPerDocument, parseOnce } from '../documents/parsed-documents.ts';
import { persistedOperationText } from '../documents/persisted-operation.ts';
import { localeOf, type Locale } from '../gateway-messages.ts';
import { protectionMessages } from '../protection/protection-messages.ts';
import { budgetKey, budgetOf, type BudgetIdentity } from '../protection/query-budgets.ts';
import {
  defaultQueryCostRules,
  deliveredCost,
  operationCost,
  selectedOperation,
  type QueryCostRules,
} from '../protection/query-cost.ts';
import type { SharedStateStore } from '../state/shared-state-store.ts';

export interface QueryCostOptions {
  schema: GraphQLSchema;
  persistedOperations: Record<string, string>;
  store: SharedStateStore;
  /** Who the request's cost is charged to. */
  identify: (request: Request, serverContext: unknown) => Promise<BudgetIdentity>;
  now: () => Date;
  /** The most one HTTP request (all operations of a batch together) may cost. */
  maximumCost: number;
  /** The deepest nesting of composite fields one operation may ask for. */
  maximumDepth: number;
  /** Multiplies every budget from the entitlements table (1 in production). */
  budgetScale?: number;
  rules?: QueryCostRules;
}

/** What a refused document takes from its caller's budget, as a share of the budget's capacity. */
const refusalPenaltyShare = 0.1;

export interface CostReport {
  requested: number;
  /** What the answer held (a query's items; a mutation is charged what it requested), once it has run. */
  actual?: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export const queryCostHeaders = {
  requested: 'x-query-cost',
  maximumAvailable: 'x-query-budget-capacity',
  currentlyAvailable: 'x-query-budget-remaining',
  restoreRate: 'x-query-budget-restore-rate',
} as const;

function documentText(params: GraphQLParams, persisted: Record<string, string>): string | null {
  if (typeof params.query === 'string') return params.query;
  const hash = (params.extensions?.['persistedQuery'] as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  return persistedOperationText(persisted, hash);
}

function parsedOrNull(text: string): DocumentNode | null {
  try {
    return parseOnce(text);
  } catch {
    // Yoga answers a document that does not parse with its own error; nothing of it runs.
    return null;
  }
}

function refusal(
  code: typeof clientErrorCodes.queryBudgetExhausted | 'QUERY_TOO_COSTLY' | 'QUERY_TOO_DEEP',
  message: string,
  status: number,
  extensions: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions, http: { status, headers } } });
}

/**
 * Query cost before execution (Shopify's calculated cost, GitHub's node limit): every operation of the
 * request — a batch counted as a whole, aliases as separate fields — is priced over the schema from
 * its list sizes multiplied down the nesting; too costly or too deep a request is refused before
 * anything runs, and what it costs is taken from the caller's leaky bucket (by package, or by address
 * for visitors). The cost and what is left are reported in `extensions.cost` and response headers. A
 * caller whose bucket is empty is refused before its documents are parsed, and each refused document
 * takes a tenth of the budget, so an attacker's stream of refusals soon costs the gateway next to nothing.
 */
export function useQueryCost(options: QueryCostOptions): Plugin {
  const rules = options.rules ?? defaultQueryCostRules;
  const reports = new WeakMap<Request, CostReport>();
  // What a query was charged before it ran, so what its answer did not hold can go back to the caller's bucket.
  const charges = new WeakMap<
    Request,
    { key: string; budget: QueryBudget; readsOnly: boolean; lookups: number }
  >();
  // A document's cost depends only on its operation and variables: priced once per combination.
  const pricesOf = memoizedPerDocument((document, key) => {
    const { operationName, variables } = JSON.parse(key) as {
      operationName: string | null;
      variables: Record<string, unknown>;
    };
    const operation = selectedOperation(document, operationName) as OperationDefinitionNode;
    return operationCost(options.schema, document, operation, variables, rules);
  });
  const costOf = (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
  ) => pricesOf(document, JSON.stringify({ operationName: operation.name?.value ?? null, variables }));

  async function price(
    request: Request,
    serverContext: unknown,
    batch: GraphQLParams[],
    locale: Locale,
  ): Promise<void> {
    const identity = await options.identify(request, serverContext);
    const budget = budgetOf(identity, options.budgetScale);
    const key = budgetKey(identity);
    const nowMs = options.now().getTime();
    const left = (await options.store.takeFromBucket(key, 0, budget, nowMs)).remaining;
    const exhausted = (requested: number, remaining: number) => {
      const report: CostReport = {
        requested,
        throttleStatus: {
          maximumAvailable: budget.capacity,
          currentlyAvailable: Math.floor(remaining),
          restoreRate: budget.refillPerSecond,
        },
      };
      reports.set(request, report);
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((Math.max(requested, 1) - remaining) / budget.refillPerSecond),
      );
      return refusal(
        clientErrorCodes.queryBudgetExhausted,
        protectionMessages.budgetExhausted(retryAfterSeconds, locale),
        429,
        { cost: report, retryAfterSeconds },
        { 'retry-after': String(retryAfterSeconds) },
      );
    };
    // A caller with nothing left is answered before its documents are parsed or priced.
    if (left < 1) throw exhausted(0, left);
    // A refused document still cost its parse: it takes a share of what the caller has left, so one who
    // keeps sending them is soon answered by the check above.
    const refuse = async (error: GraphQLError): Promise<never> => {
      const penalty = Math.min(left, budget.capacity * refusalPenaltyShare);
      await options.store.takeFromBucket(key, penalty, budget, nowMs);
      throw error;
    };

    let requested = 0;
    let lookups = 0;
    let readsOnly = true;
    for (const params of batch) {
      const text = documentText(params, options.persistedOperations);
      const document = text === null ? null : parsedOrNull(text);
      const operation = document && selectedOperation(document, params.operationName);
      if (!document || !operation) continue;
      // GET runs queries only: a mutation sent by GET is refused (405) before it runs, and costs nothing.
      if (request.method === 'GET' && operation.operation !== 'query') continue;
      const variables =
        params.variables && typeof params.variables === 'object'
          ? (params.variables as Record<string, unknown>)
          : {};
      const { cost, depth, lookups: made } = costOf(document, operation, variables);
      if (operation.operation !== 'query') readsOnly = false;
      if (depth > options.maximumDepth) {
        await refuse(
          refusal(
            'QUERY_TOO_DEEP',
            protectionMessages.queryTooDeep(depth, options.maximumDepth, locale),
            400,
            { depth, maximumDepth: options.maximumDepth },
          ),
        );
      }
      requested += cost;
      lookups += made;
    }
    if (requested > options.maximumCost) {
      await refuse(
        refusal(
          'QUERY_TOO_COSTLY',
          protectionMessages.queryTooCostly(requested, options.maximumCost, locale),
          400,
          { cost: { requested, maximumCost: options.maximumCost } },
        ),
      );
    }
    const taken = await options.store.takeFromBucket(key, requested, budget, nowMs);
    if (!taken.allowed) throw exhausted(requested, taken.remaining);
    charges.set(request, { key, budget, readsOnly, lookups });
    reports.set(request, {
      requested,
      throttleStatus: {
        maximumAvailable: budget.capacity,
        currentlyAvailable: Math.floor(taken.remaining),
        restoreRate: budget.refillPerSecond,
      },
    });
  }

  /**
   * Shopify's actual cost: a query is let run only if its caller can pay what it may return, then charged what it did
   * return and the look-ups it made outside any list (made whatever the answer held); the rest goes back to the bucket
   * (a course page asks room for a hundred notes; a visitor's has none). A mutation keeps its price, and so does a
   * request that failed or answered with any error: it is charged what it asked for, not what it delivered, so a
   * request built to fail (a lookup of ten thousand ids that do not exist, an operation refused at validation) is not
   * free.
   */
  function settle(request: Request, report: CostReport, results: readonly ExecutionResult[]): CostReport {
    const charge = charges.get(request);
    if (!charge) return report;
    // Settled once: a second result for the same request gives nothing back again.
    charges.delete(request);
    const failed = results.some((single) => (single.errors?.length ?? 0) > 0);
    const actual =
      charge.readsOnly && !failed
        ? Math.min(
            report.requested,
            charge.lookups + results.reduce((sum, single) => sum + deliveredCost(single.data), 0),
          )
        : report.requested;
    const refund = report.requested - actual;
    if (refund > 0)
      // Not waited for: the answer need not wait for its change, and a refund that fails only leaves the charge.
      void options.store
        .takeFromBucket(charge.key, -refund, charge.budget, options.now().getTime())
        .catch(() => undefined);
    const { throttleStatus } = report;
    return {
      ...report,
      actual,
      throttleStatus: {
        ...throttleStatus,
        currentlyAvailable: Math.min(
          throttleStatus.maximumAvailable,
          throttleStatus.currentlyAvailable + refund,
        ),
      },
    };
  }

  return {
    onRequestParse({ request, serverContext }) {
      return {
        async onRequestParseDone({ requestParserResult }) {
          const batch = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          await price(request, serverContext, batch, localeOf(request.headers));
        },
      };
    },
    onResultProcess({ request, result, setResult }) {
      const charged = reports.get(request);
      if (!charged) return;
      if (Symbol.asyncIterator in (result as object)) return;
      const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
      const report = settle(request, charged, results);
      reports.set(request, report);
      const withCost = (single: ExecutionResult): ExecutionResult => ({
        ...single,
        extensions: { ...single.extensions, cost: report },
      });
      setResult(Array.isArray(result) ? results.map(withCost) : withCost(results[0]!));
    },
    onResponse({ request, response }) {
      const report = reports.get(request);
      if (!report) return;
      response.headers.set(queryCostHeaders.requested, String(report.requested));
      response.headers.set(queryCostHeaders.maximumAvailable, String(report.throttleStatus.maximumAvailable));
      response.headers.set(
        queryCostHeaders.currentlyAvailable,
        String(report.throttleStatus.currentlyAvailable),
      );
      response.headers.set(queryCostHeaders.restoreRate, String(report.throttleStatus.restoreRate));
    },
  };
}
