import { defaultDatasetCompanies } from './generate-business-dataset.ts';

/** BUSINESS_DATASET_COMPANIES sets how many demo companies a first start generates (2,000 by default). */
export function datasetCompaniesFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BUSINESS_DATASET_COMPANIES ?? defaultDatasetCompanies);
  if (!Number.isInteger(value) || value < 1 || value > 5_000_000) {
    throw new Error(
      `BUSINESS_DATASET_COMPANIES must be a whole number from 1 to 5,000,000, not ${env.BUSINESS_DATASET_COMPANIES}`,
    );
  }
  return value;
}
