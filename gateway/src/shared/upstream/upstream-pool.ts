import { Pool } from 'undici';

export interface UpstreamPoolOptions {
  /** Longest wait for response headers, and for each chunk of the body. */
  timeoutMs: number;
  connections: number;
}

/** One keep-alive connection pool per upstream origin, shared by every request the gateway serves. */
export function createUpstreamPool(baseUrl: string, options: UpstreamPoolOptions): Pool {
  return new Pool(new URL(baseUrl).origin, {
    connections: options.connections,
    pipelining: 1,
    keepAliveTimeout: 10_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connectTimeout: options.timeoutMs,
  });
}
