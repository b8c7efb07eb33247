import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UpstreamName } from './shared/upstream/upstream-types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const persistedOperationsFile = path.join(here, '__generated__/persisted-operations.json');
export const defaultWebDistDirectory = path.resolve(here, '../../web/dist');

export interface GatewayConfig {
  host: string;
  port: number;
  upstreamUrls: Record<UpstreamName, string>;
  upstreamTimeoutMs: number;
  webDistDirectory: string;
}

/** Configuration from the environment, with defaults for one machine (see README). */
export function gatewayConfigFromEnvironment(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4000),
    upstreamUrls: {
      accounts: env.ACCOUNTS_SERVICE_URL ?? 'http://127.0.0.1:4105',
      business: env.BUSINESS_SERVICE_URL ?? 'http://127.0.0.1:4101',
      courses: env.COURSES_SERVICE_URL ?? 'http://127.0.0.1:4102',
      analytics: env.ANALYTICS_SERVICE_URL ?? 'http://127.0.0.1:4103',
      payments: env.PAYMENTS_SERVICE_URL ?? 'http://127.0.0.1:4104',
    },
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 5000),
    webDistDirectory: env.WEB_DIST_DIR ?? defaultWebDistDirectory,
  };
}

export function readPersistedOperations(file = persistedOperationsFile): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
