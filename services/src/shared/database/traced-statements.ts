import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { rasadTracer, tracingActive } from '@rasad/telemetry/tracing.ts';

/**
 * A span for one SQL statement, a child of the request's span: its text as sent (drizzle sends values as parameters,
 * so no value is in it), the statement's verb as its name. None when tracing is off or outside a traced request
 * (migrations, seeding), so the cost then is one check.
 */
function statementSpan(text: string): Span | null {
  if (!tracingActive() || !trace.getActiveSpan()) return null;
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return rasadTracer().startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system': 'postgresql',
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': text,
    },
  });
}

function endStatementSpan(span: Span, error?: unknown): void {
  if (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

async function traced<Result>(text: string, run: () => Promise<Result>): Promise<Result> {
  const span = statementSpan(text);
  if (!span) return run();
  try {
    const result = await run();
    endStatementSpan(span);
    return result;
  } catch (error) {
    endStatementSpan(span, error);
    throw error;
  }
}

/** Both ways PGlite runs SQL (`query` with parameters, `exec` for scripts), on the instance or in a transaction. */
function traceQueriesOf(target: Pick<PGlite, 'query' | 'exec'> | Transaction): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    traced(text, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof target.query;
  target.exec = ((text: string, ...rest: unknown[]) =>
    traced(text, () =>
      (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof target.exec;
}

/** Every statement an embedded database runs, drizzle's included, as a span (see `statementSpan`). */
export function traceStatementsOfPglite(client: PGlite): void {
  traceQueriesOf(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<Result>(callback: (tx: Transaction) => Promise<Result>) =>
    transaction((tx) => {
      traceQueriesOf(tx);
      return callback(tx);
    })) as typeof client.transaction;
}

/** Every statement a PostgreSQL pool's connections run (the pool's own `query` borrows one), as a span. */
export function traceStatementsOfPool(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      const span = typeof text === 'string' ? statementSpan(text) : null;
      if (!span) return query(...args);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          endStatementSpan(span, error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        (result) => {
          endStatementSpan(span);
          return result;
        },
        (error: unknown) => {
          endStatementSpan(span, error);
          throw error;
        },
      );
    }) as typeof client.query;
  });
}
