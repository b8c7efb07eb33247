import { rm } from 'node:fs/promises';

/**
 * After the run: the cluster's database and balancer files go, unless the cluster was not ours. Playwright stops the
 * cluster only after this teardown, so PostgreSQL may still be writing: removal is retried, and what it cannot remove
 * is left in the temporary folder with a warning rather than failing a run whose tests passed.
 */
export default async function removeClusterData() {
  const dataDirectory = process.env.E2E_CLUSTER_DATA_DIR;
  if (!dataDirectory || process.env.E2E_CLUSTER_REUSE === 'true') return;
  await rm(dataDirectory, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 }).catch(
    (error: unknown) =>
      console.warn(`The cluster's folder ${dataDirectory} was left behind: ${String(error)}`),
  );
}
