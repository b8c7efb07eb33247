import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUnset, type ProductionRule } from '@rasad/contracts/production-settings.ts';
import { defaultGatewayProtection, type GatewayProtection } from './create-gateway.ts';
import type { UpstreamName } from './shared/upstream/upstream-types.ts';
import { defaultDocumentLimits } from './shared/protection/document-limits.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const persistedOperationsFile = path.join(here, '__generated__/persisted-operations.json');
export const defaultWebDistDirectory = path.resolve(here, '../../web/dist');

export interface GatewayConfig {
  host: string;
  port: number;
  upstreamUrls: Record<UpstreamName, string>;
  upstreamTimeoutMs: number;
  webDistDirectory: string;
  /** Shared budgets and throttles across gateways; this process's memory when unset. */
  redisUrl?: string | undefined;
  /** The defaults of createGateway when absent. */
  protection?: GatewayProtection | undefined;
  /** Who may read /metrics: see metricsSettings. */
  metrics?: GatewayMetricsSettings | undefined;
}

/**
 * Where the gateway's Prometheus metrics are served. Not on the public port by default: METRICS_PORT opens a listener
 * of their own on METRICS_HOST (127.0.0.1 unless set); METRICS_TOKEN serves them at /metrics on the public port too,
 * to a bearer of the token only (and asks for it on METRICS_PORT as well).
 */
export interface GatewayMetricsSettings {
  token?: string | undefined;
  port?: number | undefined;
  host: string;
}

function metricsSettings(env: NodeJS.ProcessEnv): GatewayMetricsSettings {
  const port = env.METRICS_PORT;
  if (port !== undefined && port !== '' && !/^\d{1,5}$/.test(port))
    throw new Error(`METRICS_PORT must be a port number, not "${port}"`);
  return {
    token: env.METRICS_TOKEN || undefined,
    port: port ? Number(port) : undefined,
    host: env.METRICS_HOST || '127.0.0.1',
  };
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, not "${value}"`);
  return parsed;
}

function secureCookiesSetting(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '' || value === 'auto') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`SECURE_COOKIES must be true, false or auto, not "${value}"`);
}

/** ALLOW_AD_HOC_QUERIES=true lets anyone send ad-hoc documents: for development and test platforms only. */
function adHocQueriesSetting(value: string | undefined, production: boolean): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value !== 'true') throw new Error(`ALLOW_AD_HOC_QUERIES must be true or false, not "${value}"`);
  if (production) throw new Error('ALLOW_AD_HOC_QUERIES=true is refused with NODE_ENV=production');
  return true;
}

/**
 * What the gateway refuses to start with under NODE_ENV=production (ALLOW_AD_HOC_QUERIES=true is refused by
 * `gatewayProtectionFromEnvironment` itself).
 */
export const gatewayProductionRules: readonly ProductionRule[] = [
  {
    variable: 'GATEWAY_SERVICE_SIGNING_KEY',
    unsafe: (env) => isUnset(env.GATEWAY_SERVICE_SIGNING_KEY) && isUnset(env.SERVICE_SIGNING_KEY),
    advice:
      'set the gateway’s own private key (Ed25519 PEM or JWK; SERVICE_SIGNING_KEY is read when it is unset): the services believe the visitor’s address it forwards only on calls it signs, and a key made at start is for development only',
  },
  {
    variable: 'PUBLIC_ID_KEY',
    unsafe: (env) => isUnset(env.PUBLIC_ID_KEY),
    advice:
      'set 64 hexadecimal digits of your own (`openssl rand -hex 32`) and keep them: company and person IDs are sealed with it, and the development key is public',
  },
  {
    variable: 'DEVICE_COOKIE_KEY',
    unsafe: (env) => isUnset(env.DEVICE_COOKIE_KEY),
    advice:
      'set 64 hexadecimal digits of your own (`openssl rand -hex 32`): device cookies are signed with it, and with the public development key anyone could write another browser’s device and spend its sign-ups',
  },
];

/** The gateway's protections from the environment (see README's configuration table). */
export function gatewayProtectionFromEnvironment(env: NodeJS.ProcessEnv = process.env): GatewayProtection {
  // Production shows neither the schema (introspection) nor GraphiQL; field suggestions are removed in every mode.
  const production = env.NODE_ENV === 'production';
  return {
    allowedOrigins: (env.CORS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    maximumQueryCost: positiveNumber(env.MAX_QUERY_COST, 5_000, 'MAX_QUERY_COST'),
    maximumQueryDepth: positiveNumber(env.MAX_QUERY_DEPTH, 10, 'MAX_QUERY_DEPTH'),
    documentLimits: {
      maximumBytes: positiveNumber(
        env.MAX_DOCUMENT_BYTES,
        defaultDocumentLimits.maximumBytes,
        'MAX_DOCUMENT_BYTES',
      ),
      maximumTokens: positiveNumber(
        env.MAX_DOCUMENT_TOKENS,
        defaultDocumentLimits.maximumTokens,
        'MAX_DOCUMENT_TOKENS',
      ),
      maximumAliases: positiveNumber(
        env.MAX_QUERY_ALIASES,
        defaultDocumentLimits.maximumAliases,
        'MAX_QUERY_ALIASES',
      ),
      maximumDirectives: positiveNumber(
        env.MAX_QUERY_DIRECTIVES,
        defaultDocumentLimits.maximumDirectives,
        'MAX_QUERY_DIRECTIVES',
      ),
    },
    budgetScale: positiveNumber(env.QUERY_BUDGET_SCALE, 1, 'QUERY_BUDGET_SCALE'),
    breakerFailureThreshold: positiveNumber(env.UPSTREAM_BREAKER_FAILURES, 5, 'UPSTREAM_BREAKER_FAILURES'),
    breakerCoolDownMs: positiveNumber(
      env.UPSTREAM_BREAKER_COOLDOWN_MS,
      defaultGatewayProtection.breakerCoolDownMs,
      'UPSTREAM_BREAKER_COOLDOWN_MS',
    ),
    requestDeadlineMs: positiveNumber(env.REQUEST_DEADLINE_MS, 10_000, 'REQUEST_DEADLINE_MS'),
    callerMaximumInFlight: positiveNumber(
      env.CALLER_MAX_IN_FLIGHT,
      defaultGatewayProtection.callerMaximumInFlight,
      'CALLER_MAX_IN_FLIGHT',
    ),
    callerQueueWaitMs: positiveNumber(
      env.CALLER_QUEUE_WAIT_MS,
      defaultGatewayProtection.callerQueueWaitMs,
      'CALLER_QUEUE_WAIT_MS',
    ),
    upstreamMaximumInFlight: positiveNumber(
      env.UPSTREAM_MAX_IN_FLIGHT,
      defaultGatewayProtection.upstreamMaximumInFlight,
      'UPSTREAM_MAX_IN_FLIGHT',
    ),
    upstreamCallerShare: positiveNumber(
      env.UPSTREAM_CALLER_SHARE,
      defaultGatewayProtection.upstreamCallerShare,
      'UPSTREAM_CALLER_SHARE',
    ),
    secureCookies: secureCookiesSetting(env.SECURE_COOKIES),
    requireClientHeader: true,
    introspection: !production,
    graphiql: !production,
    openQueries: adHocQueriesSetting(env.ALLOW_AD_HOC_QUERIES, production),
  };
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
    redisUrl: env.REDIS_URL || undefined,
    protection: gatewayProtectionFromEnvironment(env),
    metrics: metricsSettings(env),
  };
}

export function readPersistedOperations(file = persistedOperationsFile): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
