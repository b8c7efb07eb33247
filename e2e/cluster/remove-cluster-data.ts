import { rm } from 'node:fs/promises';

/** After the run (the cluster stopped first): its database, Redis and balancer files go. */
export default async function removeClusterData() {
  const dataDirectory = process.env.E2E_CLUSTER_DATA_DIR;
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
}
