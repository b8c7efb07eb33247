import { verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import {
  datasetLegalId,
  datasetNationalCode,
  datasetRegistrationNumber,
} from '../../src/business/dataset/generate-business-dataset.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import { migrateServiceSchema } from '../../src/shared/database/migrate-service-schema.ts';
import { createTestDatabase } from '../test-database.ts';

describe('dataset identifiers', () => {
  it('keeps registration numbers distinct past 990,000 companies, up to five million', () => {
    const seen = new Set<string>();
    for (let index = 980_000; index < 1_000_000; index++) seen.add(datasetRegistrationNumber(index));
    for (let index = 0; index < 20_000; index++) seen.add(datasetRegistrationNumber(index));
    for (let index = 4_990_000; index < 5_000_000; index++) seen.add(datasetRegistrationNumber(index));
    expect(seen.size).toBe(50_000);
    expect(datasetRegistrationNumber(0)).toBe('10000');
    expect(datasetRegistrationNumber(990_000)).toBe('1010000');
  });

  it('gives valid, distinct legal IDs and national codes', () => {
    const indexes = [0, 1, 50, 51, 96, 97, 989_999, 990_000, 999_999, 1_599_999];
    const legalIds = indexes.map(datasetLegalId);
    const nationalCodes = indexes.map(datasetNationalCode);
    expect(legalIds.every((id) => verifyIranianLegalId(id) === true)).toBe(true);
    expect(nationalCodes.every((code) => verifyIranianNationalId(code))).toBe(true);
    expect(new Set(legalIds).size).toBe(indexes.length);
    expect(new Set(nationalCodes).size).toBe(indexes.length);
  });
});

/** A migrated business schema, seeded with reference data and a dataset of `companies` companies. */
async function seededDatabase(companies: number, beforeSeed?: (database: OpenDatabase) => Promise<void>) {
  const database = await createTestDatabase('empty');
  await migrateServiceSchema(database, businessService.schemaName, businessService.migrationsFolder);
  await beforeSeed?.(database);
  process.env.BUSINESS_DATASET_COMPANIES = String(companies);
  try {
    await businessService.seed(database.db);
  } finally {
    delete process.env.BUSINESS_DATASET_COMPANIES;
  }
  return database;
}

describe('generateBusinessDataset', () => {
  let database: OpenDatabase;
  const namesOf = async (db: OpenDatabase['db'], query: ReturnType<typeof sql>) =>
    (await db.execute<{ name: string }>(query)).rows.map((row) => row.name);
  const indexQuery = sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'business' ORDER BY indexname`;
  const foreignKeyQuery = sql`SELECT conname AS name FROM pg_constraint WHERE contype = 'f' AND connamespace = 'business'::regnamespace ORDER BY conname`;
  let indexesBefore: string[] = [];
  let foreignKeysBefore: string[] = [];

  beforeAll(async () => {
    database = await seededDatabase(300, async (migrated) => {
      indexesBefore = await namesOf(migrated.db, indexQuery);
      foreignKeysBefore = await namesOf(migrated.db, foreignKeyQuery);
    });
  });
  afterAll(() => database.close());

  it('puts back every index and foreign key it dropped for the load', async () => {
    expect(await namesOf(database.db, indexQuery)).toEqual(indexesBefore);
    expect(await namesOf(database.db, foreignKeyQuery)).toEqual(foreignKeysBefore);
    expect(indexesBefore).toContain('companies_search_key_trgm_index');
    expect(foreignKeysBefore).toContain('company_roles_company_id_companies_id_fk');
  });

  it('makes company 1 and every 51st a holding, and every 97th a petrochemical company', async () => {
    const { rows } = await database.db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM business.companies WHERE id IN (1, 52, 103, 6, 200) ORDER BY id`,
    );
    const nameOf = (id: number) => rows.find((row) => row.id === id)?.name ?? '';
    for (const holding of [1, 52, 103]) expect(nameOf(holding)).toContain('گروه صنعتی');
    for (const petrochemical of [6, 200]) expect(nameOf(petrochemical)).toContain('پتروشیمی');
    const [links] = (
      await database.db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM business.company_links`,
      )
    ).rows;
    expect(links?.total).toBeGreaterThan(0);
  });

  it('derives names, identifiers and addresses from the company index alone, whatever the dataset size', async () => {
    const smaller = await seededDatabase(120);
    try {
      const companyRows = sql`SELECT name, national_id, registration_number, registration_date, address FROM business.companies WHERE id <= 120 ORDER BY id`;
      expect((await smaller.db.execute(companyRows)).rows).toEqual(
        (await database.db.execute(companyRows)).rows,
      );
    } finally {
      await smaller.close();
    }
  });
});
