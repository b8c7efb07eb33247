import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';

/**
 * Every service over one database, in a process of its own: the PostgreSQL server at BENCH_DATABASE_URL
 * when set (migrated and seeded if empty), else a fresh in-memory PGlite. Prints `{ name: url }` as one
 * JSON line.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDirectory: 'memory://' });
const services = await startServices({
  database,
  ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
});
console.log(JSON.stringify(services.urls));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(
    signal,
    () =>
      void services
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
