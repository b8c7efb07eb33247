import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../shared/database/open-database.ts';
import {
  capitalChanges,
  companies,
  companyLinks,
  companyRoles,
  gazetteEvents,
  persons,
  products,
  tradeRecords,
} from '../business-data-tables.ts';
import { cities, provinces, registrationUnits } from '../business-tables.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import {
  attachIdentifierFollows,
  createImportTracking,
  trackCompanyWrite,
  trackedCompanyBefore,
  trackedRoleBefore,
  trackRoleWrite,
  type ImportTracking,
} from '../tracking/company-change-tracking.ts';
import { importRowSchemas, type ImportTable } from './import-row-schemas.ts';

export interface ImportReport {
  table: ImportTable;
  loaded: number;
  rejected: { line: number; reason: string }[];
}

type Row<Table extends ImportTable> = z.infer<(typeof importRowSchemas)[Table]>;

class RowError extends Error {}

async function companyIdOf(db: Database, nationalId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.nationalId, nationalId));
  if (!row) throw new RowError(`no company with national ID ${nationalId} (load companies first)`);
  return row.id;
}

async function personIdOf(db: Database, nationalCode: string) {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.nationalCode, nationalCode));
  if (!row) throw new RowError(`no person with national code ${nationalCode} (load persons first)`);
  return row.id;
}

async function placeOf(db: Database, provinceName: string | undefined, cityName: string | undefined) {
  if (!provinceName) return { provinceId: null, cityId: null, registrationUnitId: null };
  const [province] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.nameFa, provinceName));
  if (!province) throw new RowError(`unknown province «${provinceName}»`);
  if (!cityName) return { provinceId: province.id, cityId: null, registrationUnitId: null };
  const [city] = await db
    .select({ id: cities.id, unitId: registrationUnits.id })
    .from(cities)
    .leftJoin(registrationUnits, eq(registrationUnits.cityId, cities.id))
    .where(and(eq(cities.provinceId, province.id), eq(cities.nameFa, cityName)));
  if (!city) throw new RowError(`unknown city «${cityName}» in ${provinceName}`);
  return { provinceId: province.id, cityId: city.id, registrationUnitId: city.unitId };
}

/** Writes one valid row, inserting it or updating the row with the same official key: loading twice changes nothing. */
const writers: {
  [Table in ImportTable]: (db: Database, row: Row<Table>, tracking: ImportTracking) => Promise<void>;
} = {
  async companies(db, row, tracking) {
    const { province, city, changedOn, noticeNumber, ...fields } = row;
    const values = {
      ...fields,
      ...(await placeOf(db, province, city)),
      searchKey: normalisePersian(row.name),
    };
    const before = await trackedCompanyBefore(db, row.nationalId);
    const [written] = await db
      .insert(companies)
      .values(values)
      .onConflictDoUpdate({ target: companies.nationalId, set: values })
      .returning();
    if (!written) throw new Error('an upsert returns its row');
    await trackCompanyWrite(db, before, written, { changedOn, noticeNumber }, tracking);
  },
  async persons(db, row) {
    const values = { ...row, searchKey: normalisePersian(row.fullName) };
    await db.insert(persons).values(values).onConflictDoUpdate({ target: persons.nationalCode, set: values });
  },
  async roles(db, row, tracking) {
    const values = {
      companyId: await companyIdOf(db, row.companyNationalId),
      personId: await personIdOf(db, row.personNationalCode),
      role: row.role,
      sharePercent: row.sharePercent ?? null,
      startedOn: row.startedOn,
      endedOn: row.endedOn ?? null,
    };
    const before = await trackedRoleBefore(db, values.companyId, values.personId, values.role);
    await db
      .insert(companyRoles)
      .values(values)
      .onConflictDoUpdate({
        target: [companyRoles.companyId, companyRoles.personId, companyRoles.role],
        set: values,
      });
    await trackRoleWrite(db, before, values, row.noticeNumber, tracking);
  },
  async links(db, row) {
    const values = {
      parentCompanyId: await companyIdOf(db, row.parentNationalId),
      childCompanyId: await companyIdOf(db, row.childNationalId),
      kind: row.kind,
      sharePercent: row.sharePercent ?? null,
    };
    if (values.parentCompanyId === values.childCompanyId) throw new RowError('a company cannot hold itself');
    await db
      .insert(companyLinks)
      .values(values)
      .onConflictDoUpdate({
        target: [companyLinks.parentCompanyId, companyLinks.childCompanyId],
        set: values,
      });
  },
  async products(db, row, tracking) {
    const values = {
      companyId: await companyIdOf(db, row.companyNationalId),
      name: row.name,
      brand: row.brand ?? null,
      hsCode: row.hsCode,
      searchKey: normalisePersian(`${row.name} ${row.brand ?? ''}`),
    };
    await db
      .insert(products)
      .values(values)
      .onConflictDoUpdate({ target: [products.companyId, products.name], set: values });
    if (row.brand)
      await attachIdentifierFollows(db, 'BRAND', normalisePersian(row.brand), values.companyId, tracking.now);
  },
  async trade(db, row) {
    const { companyNationalId, ...fields } = row;
    const values = { ...fields, companyId: await companyIdOf(db, companyNationalId) };
    await db
      .insert(tradeRecords)
      .values(values)
      .onConflictDoUpdate({
        target: [
          tradeRecords.companyId,
          tradeRecords.year,
          tradeRecords.hsCode,
          tradeRecords.direction,
          tradeRecords.country,
        ],
        set: values,
      });
  },
  async gazette(db, row) {
    const { companyNationalId, ...fields } = row;
    const values = { ...fields, companyId: await companyIdOf(db, companyNationalId) };
    await db
      .insert(gazetteEvents)
      .values(values)
      .onConflictDoUpdate({ target: gazetteEvents.noticeNumber, set: values });
  },
  async capital(db, row) {
    const values = {
      companyId: await companyIdOf(db, row.companyNationalId),
      changedOn: row.changedOn,
      capitalRials: row.capitalRials,
    };
    await db
      .insert(capitalChanges)
      .values(values)
      .onConflictDoUpdate({ target: [capitalChanges.companyId, capitalChanges.changedOn], set: values });
  },
};

/**
 * Loads one table's JSON Lines: every valid row is written, every bad one is reported with its line
 * number and reason and skipped. Blank lines are ignored. Each row is written in a transaction with what
 * it sets off (a company's changes, follows caught by an identifier, saved-search matches); one
 * `tracking` spans the tables of one run.
 */
export async function importJsonLines<Table extends ImportTable>(
  db: Database,
  table: Table,
  text: string,
  tracking: ImportTracking = createImportTracking(new Date()),
): Promise<ImportReport> {
  const report: ImportReport = { table, loaded: 0, rejected: [] };
  const schema = importRowSchemas[table];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]?.trim() ?? '';
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      report.rejected.push({ line: index + 1, reason: 'not valid JSON' });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      report.rejected.push({
        line: index + 1,
        reason: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`,
      });
      continue;
    }
    try {
      const write = writers[table] as (db: Database, row: unknown, tracking: ImportTracking) => Promise<void>;
      await db.transaction((transaction) => write(transaction as unknown as Database, parsed.data, tracking));
      report.loaded++;
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      report.rejected.push({ line: index + 1, reason: error.message });
    }
  }
  return report;
}

/** Refreshes the planner's statistics of the tables search reads, after a load changed them. */
export async function analyzeImportedTables(db: Database) {
  await db.execute(sql`ANALYZE business.companies, business.persons, business.products`);
}
