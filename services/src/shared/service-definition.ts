import type { Database } from './database/open-database.ts';
import type { ServiceApp } from './http/create-service-app.ts';
import type { AccessTokenVerifier } from '@rasad/auth/viewer.ts';
import type { ServiceTrust } from './service-trust/service-trust.ts';
import type { EntityReadCounter } from '../business/gating/entity-read-counter.ts';
import type { ServiceName } from './service-name.ts';

/** What a service needs from the process that runs it. */
export interface ServiceContext {
  db: Database;
  /** The current time; tests replace it to stand on either side of a boundary. */
  now: () => Date;
  /** Public base URL of this service, for links it hands out (the payment page). */
  publicUrl: string;
  /**
   * Checks access tokens. The one-process launcher hands every service the accounts service's own;
   * without one a service fetches the key set from ACCOUNTS_SERVICE_URL.
   */
  verifyAccessToken?: AccessTokenVerifier;
  /** Where the accounts service listens, for services that call it (the courses /Account/* calls). */
  accountsServiceUrl?: string;
  /** Base URLs of this installation's services, filled in as each starts (the courses checkout calls the bank). */
  serviceUrls?: Partial<Record<ServiceName, string>>;
  /**
   * Signs this service's calls to the others and checks its callers' credentials (`/internal/*`); made from the
   * environment at start unless given (tests give one with keys they hold).
   */
  serviceTrust?: ServiceTrust;
  /**
   * The business service's daily entity-page counts: Redis when REDIS_URL is set, else this process's memory over
   * its database (`business/gating/entity-read-counter.ts`); made on first use unless given (tests give one).
   */
  entityReadCounter?: EntityReadCounter;
}

/** A REST back end: its own PostgreSQL schema, migrations, routes and demo data. */
export interface ServiceDefinition {
  name: ServiceName;
  title: string;
  description: string;
  defaultPort: number;
  /** The PostgreSQL schema that holds every table of this service and its migration history. */
  schemaName: string;
  migrationsFolder: string;
  registerRoutes(app: ServiceApp, context: ServiceContext): Promise<void>;
  /** Fills an empty schema with the deterministic demo data; does nothing when data is there. */
  seed(db: Database): Promise<void>;
}
