import { prepareServiceSchema } from '../src/seed/prepare-service-schema.ts';
import type { OpenDatabase } from '../src/shared/database/open-database.ts';
import type { ServiceApp } from '../src/shared/http/create-service-app.ts';
import type { ServiceContext, ServiceDefinition } from '../src/shared/service-definition.ts';
import { buildServiceApp } from '../src/start-services.ts';
import { testAccessTokenVerifier } from './test-auth.ts';
import { createTestDatabase } from './test-database.ts';
import { testServiceTrust } from './test-service-trust.ts';

export interface TestService {
  app: ServiceApp;
  database: OpenDatabase;
  /** The context the routes see; tests move `now` to either side of a boundary. */
  context: ServiceContext;
  close(): Promise<void>;
}

export const testPublicUrl = 'http://127.0.0.1:4999';

/** One service on a fresh migrated and seeded database, ready for `app.inject`. */
export async function buildTestService(definition: ServiceDefinition): Promise<TestService> {
  const database = await createTestDatabase('seeded');
  // Already migrated and seeded by the template; this checks it, as a real start does.
  await prepareServiceSchema(definition, database);
  // The accounts service replaces this verifier with its own; every other service accepts test tokens.
  const context: ServiceContext = {
    db: database.db,
    now: () => new Date(),
    publicUrl: testPublicUrl,
    verifyAccessToken: testAccessTokenVerifier,
    // The tests' service keys: internal routes believe credentials from `testServiceHeaders`.
    serviceTrust: testServiceTrust(definition.name),
  };
  const app = await buildServiceApp(definition, context);
  return {
    app,
    database,
    context,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
