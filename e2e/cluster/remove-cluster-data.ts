import { rm } from 'node:fs/promises';

/** After the run (the cluster stopped first): its database and balancer files go, unless the cluster was not ours. */
export default async function removeClusterData() {
  const dataDirectory = process.env.E2E_CLUSTER_DATA_DIR;
  if (dataDirectory && process.env.E2E_CLUSTER_REUSE !== 'true')
    await rm(dataDirectory, { recursive: true, force: true });
}
