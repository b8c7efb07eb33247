import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { isRuleMessageKey, ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import type { Database } from '../../shared/database/open-database.ts';
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
import { importRepository, type ImportRepository } from './import-repository.ts';
import { importRowSchemas, importTables, type ImportTable } from './import-row-schemas.ts';
import { deliverSavedSearchDigests, type DigestSender } from '../saved-searches/saved-search-matching.ts';

export interface ImportReport {
  table: ImportTable;
  loaded: number;
  rejected: { line: number; reason: string }[];
}

type Row<Table extends ImportTable> = z.infer<(typeof importRowSchemas)[Table]>;

class RowError extends Error {}

async function companyIdOf(repository: ImportRepository, nationalId: string) {
  const id = await repository.companyIdByNationalId(nationalId);
  if (id === null) throw new RowError(`no company with national ID ${nationalId} (load companies first)`);
  return id;
}

async function personIdOf(repository: ImportRepository, nationalCode: string) {
  const id = await repository.personIdByNationalCode(nationalCode);
  if (id === null) throw new RowError(`no person with national code ${nationalCode} (load persons first)`);
  return id;
}

async function placeOf(
  repository: ImportRepository,
  provinceName: string | undefined,
  cityName: string | undefined,
) {
  if (!provinceName) return { provinceId: null, cityId: null, registrationUnitId: null };
  const provinceId = await repository.provinceIdByName(provinceName);
  if (provinceId === null) throw new RowError(`unknown province «${provinceName}»`);
  if (!cityName) return { provinceId, cityId: null, registrationUnitId: null };
  const city = await repository.cityInProvince(provinceId, cityName);
  if (!city) throw new RowError(`unknown city «${cityName}» in ${provinceName}`);
  return { provinceId, cityId: city.id, registrationUnitId: city.unitId };
}

/** Writes one valid row, inserting it or updating the row with the same official key: loading twice changes nothing. */
const writers: {
  [Table in ImportTable]: (db: Database, row: Row<Table>, tracking: ImportTracking) => Promise<void>;
} = {
  async companies(db, row, tracking) {
    const repository = importRepository(db);
    const { province, city, changedOn, noticeNumber, ...fields } = row;
    const values = {
      ...fields,
      ...(await placeOf(repository, province, city)),
      searchKey: normalisePersian(row.name),
    };
    const before = await trackedCompanyBefore(db, row.nationalId);
    const written = await repository.upsertCompany(values);
    await trackCompanyWrite(db, before, written, { changedOn, noticeNumber }, tracking);
  },
  async persons(db, row) {
    await importRepository(db).upsertPerson({ ...row, searchKey: normalisePersian(row.fullName) });
  },
  async roles(db, row, tracking) {
    const repository = importRepository(db);
    const values = {
      companyId: await companyIdOf(repository, row.companyNationalId),
      personId: await personIdOf(repository, row.personNationalCode),
      role: row.role,
      sharePercent: row.sharePercent ?? null,
      startedOn: row.startedOn,
      endedOn: row.endedOn ?? null,
    };
    const before = await trackedRoleBefore(db, values.companyId, values.personId, values.role);
    await repository.upsertRole(values);
    await trackRoleWrite(db, before, values, row.noticeNumber, tracking);
  },
  async links(db, row) {
    const repository = importRepository(db);
    const values = {
      parentCompanyId: await companyIdOf(repository, row.parentNationalId),
      childCompanyId: await companyIdOf(repository, row.childNationalId),
      kind: row.kind,
      sharePercent: row.sharePercent ?? null,
    };
    if (values.parentCompanyId === values.childCompanyId) throw new RowError('a company cannot hold itself');
    await repository.upsertLink(values);
  },
  async products(db, row, tracking) {
    const repository = importRepository(db);
    const values = {
      companyId: await companyIdOf(repository, row.companyNationalId),
      name: row.name,
      brand: row.brand ?? null,
      hsCode: row.hsCode,
      searchKey: normalisePersian(`${row.name} ${row.brand ?? ''}`),
    };
    await repository.upsertProduct(values);
    if (row.brand)
      await attachIdentifierFollows(db, 'BRAND', normalisePersian(row.brand), values.companyId, tracking.now);
  },
  async trade(db, row) {
    const repository = importRepository(db);
    const { companyNationalId, ...fields } = row;
    await repository.upsertTradeRecord({
      ...fields,
      companyId: await companyIdOf(repository, companyNationalId),
    });
  },
  async gazette(db, row) {
    const repository = importRepository(db);
    const { companyNationalId, ...fields } = row;
    await repository.upsertGazetteEvent({
      ...fields,
      companyId: await companyIdOf(repository, companyNationalId),
    });
  },
  async capital(db, row) {
    const repository = importRepository(db);
    await repository.upsertCapitalChange({
      companyId: await companyIdOf(repository, row.companyNationalId),
      changedOn: row.changedOn,
      capitalRials: row.capitalRials,
    });
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
        // A shared rule's message key (emailRule's) reads as its Persian words.
        reason: `${issue?.path.join('.') || 'row'}: ${issue && isRuleMessageKey(issue.message) ? ruleMessage(issue.message, 'fa-IR') : (issue?.message ?? 'invalid')}`,
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
  await importRepository(db).analyzeSearchedTables();
}

/** The text of `<table>.jsonl` per table: one batch, as the import command reads it from a folder. */
export type ImportFiles = Partial<Record<ImportTable, string>>;

export interface ImportBatchResult {
  reports: ImportReport[];
  /** Saved-search alert digests sent after the load. */
  digestsSent: number;
}

/**
 * Loads one batch the way every way in does (the command, the operator route, the scheduled feed): each table found,
 * in dependency order (companies and persons before what refers to them) with one tracking across them, then the
 * planner's statistics refreshed and the saved-search digests of what was loaded sent.
 */
export async function importBatch(
  db: Database,
  files: ImportFiles,
  options: { now: Date; sendDigest: DigestSender },
): Promise<ImportBatchResult> {
  const tracking = createImportTracking(options.now);
  const reports: ImportReport[] = [];
  for (const table of importTables) {
    const text = files[table];
    if (text !== undefined) reports.push(await importJsonLines(db, table, text, tracking));
  }
  // New rows change the statistics the planner chooses the search indexes by.
  await analyzeImportedTables(db);
  const digestsSent = await deliverSavedSearchDigests(db, options.now, options.sendDigest);
  return { reports, digestsSent };
}

/** The batch a folder holds: `<table>.jsonl` for each table found there (other files are not read). */
export async function readImportFolder(folder: string): Promise<ImportFiles> {
  const files: ImportFiles = {};
  for (const table of importTables) {
    const text = await readFile(path.join(folder, `${table}.jsonl`), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (text !== undefined) files[table] = text;
  }
  return files;
}
