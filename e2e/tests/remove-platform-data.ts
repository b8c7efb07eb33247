import { rm } from 'node:fs/promises';

/** After the run (and after the platforms stopped): the databases the run's platforms kept in E2E_DATA_ROOT go. */
export default async function removePlatformData() {
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
}
