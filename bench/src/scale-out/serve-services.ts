import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { startServices } from '@rasad/services/start-services.ts';

/** Every service over one fresh in-memory database, in a process of its own; prints `{ name: url }` as one JSON line. */
const database = await openDatabase({ pgliteDirectory: 'memory://' });
const services = await startServices({
  database,
  ports: { accounts: 0, business: 0, courses: 0, analytics: 0, payments: 0 },
});
console.log(JSON.stringify(services.urls));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void services.close().then(() => process.exit(0)));
