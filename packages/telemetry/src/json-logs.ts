import pino, { type Logger, type LoggerOptions } from 'pino';
import { traceFieldsOfActiveSpan } from './tracing.ts';

/**
 * Options of the platform's JSON log lines (pino), for a Fastify service's logger as for the gateway's: each line
 * names its process and, inside a traced request, carries `trace_id` and `span_id`, so a line leads to its trace.
 */
export function jsonLogOptions(processName: string): LoggerOptions {
  return {
    base: { service: processName },
    // A logger already bound to a request's ids (a Fastify request's) keeps them; others read the active span's.
    mixin: (_object, _level, logger) =>
      (logger as Logger).bindings()['trace_id'] === undefined ? traceFieldsOfActiveSpan() : {},
  };
}

/** A process's own JSON lines on stderr, written at once (an error logged just before a crash is not lost). */
export function createJsonLogger(processName: string): Logger {
  return pino(jsonLogOptions(processName), pino.destination({ fd: 2, sync: true }));
}
